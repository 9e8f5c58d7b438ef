import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { allowedStatusTransitions, type AppointmentStatus, type AppointmentWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorText } from '@/lib/api-errors';
import { useRole } from '@/lib/session/use-role';
import { useSetAppointmentStatus } from '../api/mutate-appointment';
import { SeriesCancelQuestion, type SeriesScope } from './series-cancel-question';

/**
 * "Change status": only the changes the server accepts at this moment (the same rule, allowedStatusTransitions
 * in @salon/core: the transitions table, no done or no-show before the start, the role), each confirmed first.
 * Cancelling an occurrence of a series asks which occurrences.
 */
export function StatusMenu({
  appointment,
  onChanged,
}: {
  appointment: AppointmentWire;
  onChanged?: (next: AppointmentWire) => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<AppointmentStatus | null>(null);
  const mutation = useSetAppointmentStatus();
  const role = useRole();
  const allowed = allowedStatusTransitions(appointment.status, {
    start: appointment.start,
    now: new Date(),
    role,
  });
  if (allowed.length === 0) return null;

  const inSeries = chosen === 'cancelled' && Boolean(appointment.series_id);
  const confirm = async (series_scope?: SeriesScope) => {
    if (!chosen) return;
    try {
      const next = await mutation.mutateAsync({
        id: appointment._id,
        status: chosen,
        ...(series_scope ? { series_scope } : {}),
      });
      enqueueSnackbar(
        t('appointment.messages.statusChanged', { status: t(`appointment.status.${chosen}`) }),
        {
          variant: 'success',
        },
      );
      onChanged?.(next);
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
        {t('appointment.statusChange.button')}
      </Button>
      <Menu id={`${id}-menu`} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {allowed.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setAnchor(null);
              setChosen(status);
            }}
          >
            {t(`appointment.status.${status}`)}
          </MenuItem>
        ))}
      </Menu>
      {inSeries ? (
        <SeriesCancelQuestion
          busy={mutation.isPending}
          onConfirm={(scope) => void confirm(scope)}
          onClose={() => setChosen(null)}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(chosen) && !inSeries}
        title={t('appointment.statusChange.confirmTitle')}
        message={
          chosen
            ? t('appointment.statusChange.confirmText', {
                from: t(`appointment.status.${appointment.status}`),
                to: t(`appointment.status.${chosen}`),
              })
            : ''
        }
        confirmLabel={t('appointment.statusChange.confirm')}
        destructive={chosen === 'cancelled'}
        busy={mutation.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      />
    </>
  );
}
