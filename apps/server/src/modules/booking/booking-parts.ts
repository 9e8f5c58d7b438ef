import { isoDate, wallClockOf, type BookingWire, type VisitSlot } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { isDeadlock, isExclusionViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { visitFreeTimes } from '../appointment/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { insertOnlineBooking, type OnlineBooking } from './booking-insert.js';
import { bookingBounds, freshDays, NEXT_TIMES, slotTakenError, type PartsPlan } from './booking.rules.js';

/**
 * A visit with a person per service (`employee_ids`, docs/decisions.md "Online booking"): its free times,
 * and its booking. The one-employee visit (`employee_id`, or anyone for all) stays in booking.service.ts.
 */

/** How many times a booking looks again after losing a part to a booking made at the same moment. */
const ATTEMPTS = 3;

/** The visit's free starts over local days, after the salon's notice and within its window. */
export async function partsSlots(
  ex: Executor,
  salon: SalonRow,
  plan: PartsPlan,
  days: { from: string; to: string },
  now: Date,
): Promise<VisitSlot[]> {
  const { earliest, latest } = bookingBounds(salon, now);
  const slots = await visitFreeTimes(ex, {
    companyId: salon.companyId,
    salon,
    staff: plan.staff,
    parts: plan.parts,
    from: days.from,
    to: days.to,
    now: earliest,
  });
  return slots.filter((slot) => slot.start <= latest);
}

/** A slot as the availability call answers it: the one-employee shape, and who does each part. */
export const toPartsSlotWire = (services: readonly ServiceRow[]) => (slot: VisitSlot) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
  employee_ids: slot.employeeIds,
  parts: slot.parts.map((part, index) => ({
    service_id: services[index]!.id,
    start: part.start.toISOString(),
    end: part.end.toISOString(),
    employee_id: part.employeeId,
  })),
});

/** 409 BOOKING_SLOT_TAKEN with the visit's next free starts from the day of `start`, for a week. */
async function partsSlotTaken(ctx: AppContext, salon: SalonRow, plan: PartsPlan, start: Date, now: Date) {
  const days = freshDays(salon, start, now);
  const next = days ? await partsSlots(ctx.db, salon, plan, { from: days.first, to: days.week }, now) : [];
  return slotTakenError(next.slice(0, NEXT_TIMES).map((slot) => slot.start));
}

/** Thrown inside the booking's transaction when the visit no longer fits at its start. */
class PartTaken extends Error {}

/**
 * Books the visit at `start` with who the engine gives each part then. The look is made inside the
 * booking's transaction, so it sees every booking committed before; one committed while it runs meets the
 * no-overlap constraint, and the booking looks again (an "anyone" part may go to someone else). When the
 * visit fits no more, the answer is 409 with fresh times, and nothing is written.
 */
export async function bookParts(
  ctx: AppContext,
  booking: Omit<OnlineBooking, 'employees'>,
  plan: PartsPlan,
): Promise<BookingWire> {
  const { salon, start, now } = booking;
  const day = isoDate(wallClockOf(start, salon.timeZone));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const slots = await partsSlots(tx, salon, plan, { from: day, to: day }, now);
        const slot = slots.find((candidate) => candidate.start.getTime() === start.getTime());
        if (!slot) throw new PartTaken();
        const employees = slot.parts.map((part) => plan.staff.find((entry) => entry.id === part.employeeId)!);
        return insertOnlineBooking(tx, ctx, { ...booking, employees });
      });
    } catch (error) {
      if (error instanceof PartTaken) break;
      if (isExclusionViolation(error) || isDeadlock(error)) continue;
      // Two first bookings of one new e-mail at once: the other made the client; this one may retry.
      if (isUniqueViolation(error)) throw new AppError('BOOKING_SLOT_TAKEN');
      throw error;
    }
  }
  throw await partsSlotTaken(ctx, salon, plan, start, now);
}
