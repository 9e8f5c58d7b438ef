import {
  isoDate,
  wallClockOf,
  type BookingBody,
  type bookingBodySchema,
  type BookingWire,
  type FreeSlot,
  type Language,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { isDeadlock, isExclusionViolation, isUniqueViolation } from '../../lib/pg-errors.js';
import { assertSalonOpenOn, freeTimes, travelFeeCents } from '../appointment/index.js';
import { accountKey, pairKey, type LimitedKey } from '../../lib/attempt-limiter.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import { otpService } from '../otp/index.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { insertOnlineBooking } from './booking-insert.js';
import { bookParts } from './booking-parts.js';
import {
  assertWithinBounds,
  bookingBounds,
  chosenServices,
  freshDays,
  NEXT_TIMES,
  openSalonOrThrow,
  partsPlanFor,
  slotTakenError,
  staffFor,
  visitShape,
  type VisitShape,
} from './booking.rules.js';

type BookingInput = z.output<typeof bookingBodySchema>;
export type { BookingBody };

/**
 * Public writes are limited in the shared attempt table (every server copy counts together): codes and
 * bookings per address and per (e-mail, address), never per e-mail alone, so a stranger's calls with a
 * client's e-mail from elsewhere never block the client (docs/decisions.md, online booking). The e-mail's
 * wrong codes only slow down; its mailbox is spared by the one-code-a-minute rule.
 */
export const BOOKING_LIMITS = {
  codesPerAddress: 20,
  codesPerEmailAndAddress: 5,
  bookingsPerAddress: 30,
  bookingsPerEmailAndAddress: 10,
} as const;

interface Caller {
  ip: string;
}

/** Who books: where from, and the language of the page they book on (the client's, for their mails), if named. */
interface BookingCaller extends Caller {
  language: Language | null;
}

// Volume limits: every call counts, so a success keeps its reservation.
const codeKeys = (email: string, ip: string): LimitedKey[] => [
  {
    key: pairKey('booking-code', email, ip),
    limit: BOOKING_LIMITS.codesPerEmailAndAddress,
    onSuccess: 'keep',
  },
  { key: `booking-code:ip:${ip}`, limit: BOOKING_LIMITS.codesPerAddress, onSuccess: 'keep' },
];
const bookingKeys = (email: string, ip: string): LimitedKey[] => [
  { key: pairKey('booking', email, ip), limit: BOOKING_LIMITS.bookingsPerEmailAndAddress, onSuccess: 'keep' },
  { key: `booking:ip:${ip}`, limit: BOOKING_LIMITS.bookingsPerAddress, onSuccess: 'keep' },
  // The e-mail's wrong codes from anywhere: no limit, they slow the answers down.
  { key: accountKey('booking', email) },
];

/** Times of the chosen services from the local day of `from` on, for a week: what to offer instead. */
async function nextTimes(
  ctx: AppContext,
  salon: SalonRow,
  staff: EmployeeRow[],
  shape: VisitShape,
  from: Date,
  now: Date,
): Promise<FreeSlot[]> {
  const days = freshDays(salon, from, now);
  if (!days) return [];
  const slots = await freeTimes(ctx.db, {
    companyId: salon.companyId,
    salon,
    staff,
    ...shape,
    from: days.first,
    to: days.week,
    now: days.earliest,
  });
  return slots.filter((slot) => slot.start <= days.latest).slice(0, NEXT_TIMES);
}

/** 409 BOOKING_SLOT_TAKEN naming the next free times in `details` (field `next_time`, an ISO start each). */
export async function slotTaken(
  ctx: AppContext,
  salon: SalonRow,
  staff: EmployeeRow[],
  shape: VisitShape,
  start: Date,
  now: Date,
): Promise<AppError> {
  const next = await nextTimes(ctx, salon, staff, shape, start, now);
  return slotTakenError(next.map((slot) => slot.start));
}

/** Who of `staff` is free for the whole booking at exactly `start`, in the engine's order. */
async function freeAt(
  ctx: AppContext,
  salon: SalonRow,
  staff: EmployeeRow[],
  shape: VisitShape,
  start: Date,
  now: Date,
) {
  const day = isoDate(wallClockOf(start, salon.timeZone));
  const slots = await freeTimes(ctx.db, {
    companyId: salon.companyId,
    salon,
    staff,
    ...shape,
    from: day,
    to: day,
    now: bookingBounds(salon, now).earliest,
  });
  return slots.find((slot) => slot.start.getTime() === start.getTime())?.employeeIds ?? [];
}

function visitAddressOf(salon: SalonRow, input: BookingInput) {
  if (salon.serviceType !== 'freelancer') return { address: null, travelFee: null };
  if (!input.address) {
    throw new AppError('VALIDATION_FAILED', [
      { field: 'address', code: 'validation.address.required', message: 'Where should we go?' },
    ]);
  }
  return { address: input.address, travelFee: travelFeeCents(salon, input.address) };
}

export const bookingService = {
  /** Mails the 6-digit code that proves the e-mail (the salon's name in it). */
  async sendCode(ctx: AppContext, slug: string, email: string, language: Language, caller: Caller) {
    await ctx.limiter.take(codeKeys(email, caller.ip));
    const salon = await openSalonOrThrow(ctx.db, slug, new Date());
    await otpService.sendBookingCode(ctx, email, language, salon.title);
    return { sent: true as const };
  },

  /**
   * The booking (docs/decisions.md "Online booking"): checks in the order that leaks least (limits, the
   * salon, the choice, the window, the address, then the code before anything about the client), then tries
   * each free employee in turn; the database's no-overlap constraint decides a race, and the loser gets fresh
   * times. A person per service (`employee_ids`) books through booking-parts.ts, with the same checks first.
   */
  async book(
    ctx: AppContext,
    slug: string,
    input: BookingInput,
    caller: BookingCaller,
    now = new Date(),
  ): Promise<BookingWire> {
    const email = input.client.email;
    const attempt = await ctx.limiter.reserve(bookingKeys(email, caller.ip));
    const salon = await openSalonOrThrow(ctx.db, slug, now);
    const services: ServiceRow[] = await chosenServices(ctx.db, salon, input.service_ids);
    const start = new Date(input.start);
    // The employee is part of the choice, so it is checked with the services and before the code (the order
    // documented above): it was after, and a booking of someone who cannot take it answered OTP_INVALID.
    // A person per service (`employee_ids`) is checked the same way, part by part.
    const plan = input.employee_ids ? await partsPlanFor(ctx.db, salon, services, input.employee_ids) : null;
    const staff = plan ? [] : await staffFor(ctx.db, salon, services, input.employee_id);
    assertWithinBounds(salon, start, now);
    // A closed day says so, rather than "taken" with times the client did not ask about.
    await assertSalonOpenOn(ctx.db, salon, start);
    const visit = visitAddressOf(salon, input);
    let code;
    try {
      code = await otpService.checkBookingCode(ctx, email, input.code, caller.ip);
    } catch (error) {
      await attempt.failed();
      throw error;
    }
    const common = {
      salon,
      services,
      start,
      input,
      visit,
      now,
      codeId: code.id,
      language: caller.language,
    };
    if (plan) return bookParts(ctx, common, plan);
    const shape = visitShape(services);
    for (const employeeId of await freeAt(ctx, salon, staff, shape, start, now)) {
      const employee = staff.find((candidate) => candidate.id === employeeId)!;
      try {
        return await ctx.db.transaction((tx) =>
          insertOnlineBooking(tx, ctx, { ...common, employees: services.map(() => employee) }),
        );
      } catch (error) {
        // Someone else took this employee at this time meanwhile: the next free one may still be free.
        if (isExclusionViolation(error) || isDeadlock(error)) continue;
        // Two first bookings of one new e-mail at once: the other made the client; this one may retry.
        if (isUniqueViolation(error)) throw new AppError('BOOKING_SLOT_TAKEN');
        throw error;
      }
    }
    throw await slotTaken(ctx, salon, staff, shape, start, now);
  },
};
