import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import {
  visitStatusActions,
  visitStatusPlan,
  type AppointmentVisitWire,
  type AppointmentWire,
  type VisitStatusAction,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useSetVisitStatus } from '../api/get-visit';

/**
 * "Whole visit": confirm, mark done or cancel every standing part of a visit of several services in one
 * action, each confirmed first. Only what the server accepts now and changes two parts or more is offered
 * (core `visitStatusActions`, the rule the server keeps); one part is the appointment's own status menu.
 */
export function VisitStatusMenu({
  appointment,
  visit,
  onChanged,
}: {
  appointment: AppointmentWire;
  visit: AppointmentVisitWire;
  onChanged: (next: AppointmentWire) => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<VisitStatusAction | null>(null);
  const mutation = useSetVisitStatus();
  const parts = visit.parts.map((part) => ({ id: part._id, status: part.status, start: part.start }));
  const actions = visitStatusActions(parts, new Date());
  if (actions.length === 0 && !chosen) return null;
  const plan = chosen ? visitStatusPlan(parts, chosen, new Date()) : null;
  const changing = plan && 'ids' in plan ? visit.parts.filter((part) => plan.ids.includes(part._id)) : [];

  const confirm = async () => {
    if (!chosen) return;
    try {
      const next = await mutation.mutateAsync({ id: appointment._id, status: chosen });
      enqueueSnackbar(t(`appointment.wholeVisit.done.${chosen}`), { variant: 'success' });
      const self = next.parts.find((part) => part._id === appointment._id);
      if (self) onChanged(self);
    } catch (error) {
      enqueueSnackbar(errorText(t, error), { variant: 'error' });
    } finally {
      setChosen(null);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDown aria-hidden="true" />}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('appointment.wholeVisit.button')}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              setChosen(status);
            }}
          >
            {t(`appointment.wholeVisit.actions.${status}`)}
          </MenuItem>
        ))}
      </Menu>
      <ConfirmDialog
        open={Boolean(chosen)}
        title={chosen ? t(`appointment.wholeVisit.actions.${chosen}`) : ''}
        message={
          chosen
            ? t('appointment.wholeVisit.confirmText', {
                count: changing.length,
                services: changing.map((part) => part.service.name).join(', '),
                status: t(`appointment.status.${chosen}`),
              })
            : ''
        }
        confirmLabel={t('appointment.wholeVisit.confirm')}
        destructive={chosen === 'cancelled'}
        busy={mutation.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
