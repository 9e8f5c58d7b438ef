import { allowedStatusTransitions, type AppointmentStatus, type AppointmentWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceMenuButton } from '@/components/choice-menu-button';
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
      <ChoiceMenuButton
        label={t('appointment.statusChange.button')}
        choices={allowed}
        choiceLabel={(status) => t(`appointment.status.${status}`)}
        onChoose={setChosen}
      />
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
