import { formatDateTime, type AppointmentWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useUpdateAppointment } from '../api/mutate-appointment';
import { fromWallDate } from './wall-clock';

// A type, not an interface: the update call's body is a plain record.
export type PendingMove = { start: string; end: string; employee_id: string };

/**
 * Drag-and-drop and resize on the calendar. A move shows where it was dropped until the server answers; the
 * refetch that follows the answer holds the truth (accepted where dropped, refused where it was).
 */
export function useCalendarMoves<E extends { appointment: AppointmentWire }>(timeZone: string) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAppointment();
  const [moving, setMoving] = useState<Record<string, PendingMove>>({});

  const move = ({ event, start, end, resourceId }: EventInteractionArgs<E>) => {
    const appointment = event.appointment;
    const next: PendingMove = {
      start: fromWallDate(new Date(start), timeZone).toISOString(),
      end: fromWallDate(new Date(end), timeZone).toISOString(),
      employee_id: typeof resourceId === 'string' ? resourceId : appointment.employee._id,
    };
    setMoving((current) => ({ ...current, [appointment._id]: next }));
    const when = formatDateTime(next.start, i18n.language, timeZone);
    update.mutate(
      { id: appointment._id, body: next },
      {
        onSuccess: () => enqueueSnackbar(t('appointment.messages.updated'), { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(
            t('appointment.calendar.moveRefused', { time: when, reason: errorText(t, error) }),
            {
              variant: 'error',
            },
          ),
        onSettled: () =>
          setMoving((current) => {
            const { [appointment._id]: _done, ...rest } = current;
            return rest;
          }),
      },
    );
  };

  return { moving, move };
}
