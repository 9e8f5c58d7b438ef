import { formatDateTime, isLiveStatus, type AppointmentWire } from '@salon/core';
import { useSnackbar } from 'notistack';
import { createElement, useState } from 'react';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/api-errors';
import { useUpdateAppointment } from '../api/mutate-appointment';
import { MoveVisitQuestion } from './move-visit-question';
import { fromWallDate } from './wall-clock';

// A type, not an interface: the update call's body is a plain record.
export type PendingMove = { start: string; end: string; employee_id: string };

/** A part of a visit dropped at another time, waiting for "the whole visit" or "only this service". */
interface Asked {
  appointment: AppointmentWire;
  next: PendingMove;
}

const shifted = (iso: string, by: number) => new Date(new Date(iso).getTime() + by).toISOString();

/**
 * Drag-and-drop and resize on the calendar. A move shows where it was dropped until the server answers; the
 * refetch that follows the answer holds the truth (accepted where dropped, refused where it was).
 *
 * A standing part of a visit of several services dropped at another start with the same employee asks first
 * (`question`, to be rendered by the calendar): "Move the whole visit" sends the new start with
 * `whole_visit: true`, and every standing part of the visit among `appointments` shows moved by the same amount
 * meanwhile; "Only this service" moves it alone; Cancel puts it back. A resize, or a drop on another employee,
 * moves only that part, without asking.
 */
export function useCalendarMoves<E extends { appointment: AppointmentWire }>(
  timeZone: string,
  appointments: readonly AppointmentWire[] = [],
) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAppointment();
  const [moving, setMoving] = useState<Record<string, PendingMove>>({});
  const [asked, setAsked] = useState<Asked | null>(null);
  const [asking, setAsking] = useState(false);

  const pendingOf = ({ event, start, end, resourceId }: EventInteractionArgs<E>): PendingMove => ({
    start: fromWallDate(new Date(start), timeZone).toISOString(),
    end: fromWallDate(new Date(end), timeZone).toISOString(),
    employee_id: typeof resourceId === 'string' ? resourceId : event.appointment.employee._id,
  });

  const forget = (ids: readonly string[]) =>
    setMoving((current) => {
      const rest = { ...current };
      for (const id of ids) delete rest[id];
      return rest;
    });

  const send = (appointment: AppointmentWire, next: PendingMove, wholeVisit: boolean) => {
    // The whole visit: its standing parts on the calendar all shift by the dragged part's shift.
    const by = new Date(next.start).getTime() - new Date(appointment.start).getTime();
    const shown: Record<string, PendingMove> = wholeVisit
      ? Object.fromEntries(
          appointments
            .filter(
              (part) =>
                part.visit_id === appointment.visit_id &&
                part._id !== appointment._id &&
                isLiveStatus(part.status),
            )
            .map((part) => [
              part._id,
              { start: shifted(part.start, by), end: shifted(part.end, by), employee_id: part.employee._id },
            ]),
        )
      : {};
    shown[appointment._id] = next;
    setMoving((current) => ({ ...current, ...shown }));
    const when = formatDateTime(next.start, i18n.language, timeZone);
    update.mutate(
      { id: appointment._id, body: wholeVisit ? { start: next.start, whole_visit: true } : next },
      {
        onSuccess: () => enqueueSnackbar(t('appointment.messages.updated'), { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(
            t('appointment.calendar.moveRefused', { time: when, reason: errorText(t, error) }),
            {
              variant: 'error',
            },
          ),
        onSettled: () => forget(Object.keys(shown)),
      },
    );
  };

  /** A drop: a part of a visit moved in time by its own employee asks first (it shows where it was dropped). */
  const move = (args: EventInteractionArgs<E>) => {
    const appointment = args.event.appointment;
    const next = pendingOf(args);
    const startMoved = new Date(next.start).getTime() !== new Date(appointment.start).getTime();
    if (
      appointment.visit_id &&
      isLiveStatus(appointment.status) &&
      startMoved &&
      next.employee_id === appointment.employee._id
    ) {
      setMoving((current) => ({ ...current, [appointment._id]: next }));
      setAsked({ appointment, next });
      setAsking(true);
      return;
    }
    send(appointment, next, false);
  };

  /** A resize changes only that appointment, part of a visit or not. */
  const resize = (args: EventInteractionArgs<E>) => send(args.event.appointment, pendingOf(args), false);

  const answer = (choice: 'whole' | 'only' | 'cancel') => {
    // One answer per question: a double click on a button of the closing dialog sends nothing more.
    if (!asking || !asked) return;
    setAsking(false);
    if (choice === 'cancel') forget([asked.appointment._id]);
    else send(asked.appointment, asked.next, choice === 'whole');
  };

  const question = createElement(MoveVisitQuestion, {
    open: asking,
    appointment: asked?.appointment ?? null,
    onWholeVisit: () => answer('whole'),
    onOnlyThis: () => answer('only'),
    onCancel: () => answer('cancel'),
  });

  return { moving, move, resize, question };
}
