import {
  isLiveStatus,
  isoDate,
  partOccupancy,
  wallClockOf,
  type BookingAvailabilityWire,
  type VisitRescheduleReason,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { withExclusionGuard } from '../../lib/pg-errors.js';
import {
  findEmployeeForBooking,
  freeTimes,
  timingOfRow,
  toSlotWire,
  updateAppointment,
} from '../appointment/index.js';
import {
  assertWithinBounds,
  bookingBounds,
  closedReason,
  slotTaken,
  type VisitShape,
} from '../booking/index.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import { listedParts } from '../appointment-view/index.js';
import { recordClientEvent, salonRef } from '../event-log/index.js';
import { planAppointmentMails, mailOwnerAbout } from '../notification/index.js';
import { subscriptionService } from '../subscription/index.js';
import { contactOf } from './visit.mapper.js';
import { visitRepository, type VisitView } from './visit.repository.js';

const HOUR_MS = 3_600_000;

/**
 * Whether the client may move the visit online now (docs/decisions.md "Online booking"): a pending or
 * reserved visit not yet started, at a salon taking online bookings, and before the salon's notice — its
 * cancellation notice when the penalty policy is in force, else its booking notice (the salon needs time to
 * rearrange).
 */
export async function rescheduleReason(
  ex: Executor,
  view: VisitView,
  now: Date,
): Promise<VisitRescheduleReason | null> {
  const { appointment, salon } = view;
  if (!isLiveStatus(appointment.status)) return 'status';
  // A visit shared by several employees is moved by the salon, which can find them a common time.
  if (standingParts(view).some((part) => part.employeeId !== appointment.employeeId)) return 'shared';
  if (appointment.startsAt <= now) return 'started';
  if (await closedReason(ex, salon, now)) return 'closed';
  const policy =
    salon.usePenalty === 1 && (await subscriptionService.featuresOf(ex, salon.companyId)).cancellationPolicy;
  const noticeMs = policy ? salon.cancelNoticeHours * HOUR_MS : salon.bookingNoticeMinutes * 60_000;
  if (now.getTime() > appointment.startsAt.getTime() - noticeMs) return 'notice';
  return null;
}

async function assertReschedulable(ex: Executor, view: VisitView, now: Date): Promise<void> {
  const reason = await rescheduleReason(ex, view, now);
  if (!reason) return;
  const contact = contactOf(view.salon);
  throw new AppError('VISIT_RESCHEDULE_CLOSED', [
    { field: 'reason', code: reason, message: reason },
    { field: 'phone', code: 'phone', message: contact.phone },
    { field: 'whatsapp_url', code: 'whatsapp_url', message: contact.whatsapp_url ?? '' },
  ]);
}

/** The visit keeps its employee and its length; only the time moves. */
async function staffOf(ex: Executor, view: VisitView): Promise<EmployeeRow[]> {
  const employee = await findEmployeeForBooking(ex, view.appointment.employeeId, view.salon.companyId);
  return employee && !employee.deactivated && employee.activeInCalendar ? [employee] : [];
}

/** The parts that move with the visit: every part still standing (the page's appointment when alone). */
export const standingParts = (view: VisitView) =>
  view.parts.filter((part) => isLiveStatus(part.appointment.status)).map((part) => part.appointment);

const minutesBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / 60_000);

/** From the visit's start to its last standing part's end. */
const lengthOf = (view: VisitView) => {
  const parts = standingParts(view);
  return minutesBetween(view.appointment.startsAt, (parts.at(-1) ?? view.appointment).endsAt);
};

/** The visit moves whole: its length and what each part keeps its employee busy with (buffers, gaps). */
const shapeOf = (view: VisitView): VisitShape => ({
  durationMinutes: lengthOf(view),
  occupancy: standingParts(view).flatMap((part) => {
    const offset = minutesBetween(view.appointment.startsAt, part.startsAt);
    return partOccupancy(minutesBetween(part.startsAt, part.endsAt), timingOfRow(part)).map((piece) => ({
      from: piece.from + offset,
      to: piece.to + offset,
    }));
  }),
});

async function slotsFor(ex: Executor, view: VisitView, from: string, to: string, now: Date) {
  const { salon } = view;
  const { earliest, latest } = bookingBounds(salon, now);
  const lastDay = isoDate(wallClockOf(latest, salon.timeZone));
  const until = to < lastDay ? to : lastDay;
  if (until < from) return [];
  const slots = await freeTimes(ex, {
    companyId: salon.companyId,
    salon,
    staff: await staffOf(ex, view),
    ...shapeOf(view),
    from,
    to: until,
    now: earliest,
    exceptIds: view.parts.map((part) => part.appointment.id),
  });
  return slots.filter((slot) => slot.start <= latest);
}

export const visitReschedule = {
  async availability(
    ctx: AppContext,
    view: VisitView,
    range: { from: string; to: string },
    now: Date,
  ): Promise<BookingAvailabilityWire> {
    await assertReschedulable(ctx.db, view, now);
    const slots = await slotsFor(ctx.db, view, range.from, range.to, now);
    return { time_zone: view.salon.timeZone, duration: lengthOf(view), slots: slots.map(toSlotWire) };
  },

  /**
   * Moves the visit, every standing part by the same amount: in one transaction the new time is taken and
   * the old one freed, the client's "changed" mail and the re-planned reminder are queued (one for the visit),
   * the log names the client, and the owner is told. A time taken meanwhile answers 409 BOOKING_SLOT_TAKEN
   * with fresh times.
   */
  async move(ctx: AppContext, view: VisitView, startIso: string, now: Date): Promise<void> {
    const { salon } = view;
    const start = new Date(startIso);
    await assertReschedulable(ctx.db, view, now);
    // The time it already has: nothing to move, log or mail.
    if (start.getTime() === view.appointment.startsAt.getTime()) return;
    assertWithinBounds(salon, start, now);
    const staff = await staffOf(ctx.db, view);
    const day = isoDate(wallClockOf(start, salon.timeZone));
    const free = await slotsFor(ctx.db, view, day, day, now);
    const taken = () => slotTaken(ctx, salon, staff, shapeOf(view), start, now);
    if (!free.some((slot) => slot.start.getTime() === start.getTime())) throw await taken();
    const shift = start.getTime() - view.appointment.startsAt.getTime();
    await withExclusionGuard(
      () =>
        ctx.db.transaction(async (tx) => {
          const locked = await visitRepository.findView(tx, view.appointment.id, salon.companyId, true);
          if (!locked) throw new AppError('VISIT_NOT_FOUND');
          await assertReschedulable(tx, locked, now);
          const lead = locked.appointment;
          // Back-to-back parts of one employee: moving later, the last moves first (and the first first
          // moving earlier), so no part ever lands on another's old place.
          const parts = standingParts(locked);
          if (shift > 0) parts.reverse();
          let movedLead = lead;
          for (const before of parts) {
            const after = await updateAppointment(tx, before.id, before.companyId, {
              startsAt: new Date(before.startsAt.getTime() + shift),
              endsAt: new Date(before.endsAt.getTime() + shift),
            });
            if (before.id === lead.id) movedLead = after;
            await recordClientEvent(
              tx,
              { companyId: before.companyId, client: locked.client },
              {
                action: 'update',
                area: 'appointment',
                entityId: before.id,
                salon: salonRef(salon),
                details: {
                  start: { from: before.startsAt.toISOString(), to: after.startsAt.toISOString() },
                  end: { from: before.endsAt.toISOString(), to: after.endsAt.toISOString() },
                },
              },
            );
          }
          // The visit's messages are its first part's.
          await planAppointmentMails(tx, ctx, lead, movedLead);
          await mailOwnerAbout(tx, ctx, 'moved', {
            salon,
            appointment: movedLead,
            client: `${locked.client.firstName} ${locked.client.lastName}`.trim(),
            service: servicesOf(locked),
            employee: locked.employee.firstName,
            previousStart: lead.startsAt,
          });
        }),
      taken,
    );
  },
};

/** The visit's services as the owner's notice names them. */
export const servicesOf = (view: VisitView) =>
  (listedParts(view.parts).length ? listedParts(view.parts) : [view])
    .map((part) => part.service.name)
    .join(', ');
