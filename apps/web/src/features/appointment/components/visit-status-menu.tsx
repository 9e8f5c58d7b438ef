import {
  visitStatusActions,
  visitStatusPlan,
  type AppointmentVisitWire,
  type AppointmentWire,
  type VisitStatusAction,
} from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenuButton } from '@/components/choice-menu-button';
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
      <ChoiceMenuButton
        label={t('appointment.wholeVisit.button')}
        choices={actions}
        choiceLabel={(status) => t(`appointment.wholeVisit.actions.${status}`)}
        onChoose={setChosen}
      />
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
