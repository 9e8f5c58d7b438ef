import {
  isoDate,
  subscriptionAt,
  visitOccupancy,
  wallClockOf,
  whatsappUrl,
  type BookingClosedReason,
  type OccupiedPiece,
  type VisitPartChoice,
} from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { bookedTiming } from '../appointment/index.js';
import { factsOf, findSubscription, subscriptionService } from '../subscription/index.js';
import { bookingPageRepository } from './booking.repository.js';

const DAY_MS = 86_400_000;
const PENALTY_PERIOD_MS = 365 * DAY_MS;

/**
 * Why the salon takes no online bookings now, or null (docs/decisions.md "Online booking"): the owner turned
 * it off, the salon is not verified, disabled or closed — or the company's subscription expired (read-only),
 * which the page words as "off".
 */
export async function closedReason(
  ex: Executor,
  salon: SalonRow,
  now: Date,
): Promise<BookingClosedReason | null> {
  if (salon.onlineBooking !== 1) return 'off';
  if (salon.statusProcess !== 'approved') return 'not_verified';
  if (salon.statusSalon !== 'active') return 'disabled';
  if (salon.openStore !== 1) return 'closed';
  const subscription = await findSubscription(ex, salon.companyId);
  if (subscription && !subscriptionAt(factsOf(subscription), now).writable) return 'off';
  return null;
}

/** The salon by its slug; an unknown or deleted one is the booking page's 404. */
export async function salonOrThrow(ex: Executor, slug: string): Promise<SalonRow> {
  const salon = await bookingPageRepository.salonBySlug(ex, slug);
  if (!salon) throw new AppError('BOOKING_SALON_NOT_FOUND');
  return salon;
}

export async function openSalonOrThrow(ex: Executor, slug: string, now: Date): Promise<SalonRow> {
  const salon = await salonOrThrow(ex, slug);
  if (await closedReason(ex, salon, now)) throw new AppError('BOOKING_CLOSED');
  return salon;
}

/** The earliest and latest instants a client may book for: the salon's minimum notice and window. */
export const bookingBounds = (salon: SalonRow, now: Date) => ({
  earliest: new Date(now.getTime() + salon.bookingNoticeMinutes * 60_000),
  latest: new Date(now.getTime() + salon.bookingWindowDays * DAY_MS),
});

export function assertWithinBounds(salon: SalonRow, start: Date, now: Date): void {
  const { earliest, latest } = bookingBounds(salon, now);
  const field = (code: string) => [{ field: 'start', code: `errors.${code}`, message: start.toISOString() }];
  if (start < earliest) throw new AppError('BOOKING_TOO_SOON', field('BOOKING_TOO_SOON'));
  if (start > latest) throw new AppError('BOOKING_TOO_FAR', field('BOOKING_TOO_FAR'));
}

/** The salon's active services in the order asked; any unknown, inactive or foreign id refuses the choice. */
export async function chosenServices(
  ex: Executor,
  salon: SalonRow,
  ids: readonly string[],
): Promise<ServiceRow[]> {
  const found = await bookingPageRepository.servicesByIds(ex, salon, ids);
  if (found.length !== ids.length) throw new AppError('BOOKING_NOT_OFFERED');
  return found;
}

/**
 * Who can take all the chosen services, one after the other: bookable employees performing every one. With
 * an employee asked for, only them — and asking for someone who cannot is refused.
 */
export async function staffFor(
  ex: Executor,
  salon: SalonRow,
  services: readonly ServiceRow[],
  employeeId: string | null | undefined,
): Promise<EmployeeRow[]> {
  const staff = (await bookingPageRepository.bookableStaff(ex, salon))
    .filter((entry) => services.every((service) => entry.serviceIds.has(service.id)))
    .map((entry) => entry.employee);
  if (!employeeId) return staff;
  const chosen = staff.filter((employee) => employee.id === employeeId);
  if (chosen.length === 0) throw new AppError('BOOKING_NOT_OFFERED');
  return chosen;
}

/** A visit with a person per service: who may take each part, and everyone any part may take. */
export interface PartsPlan {
  /** In the order of the bookable staff (first name), as "anyone" of one employee takes them. */
  staff: EmployeeRow[];
  parts: VisitPartChoice[];
}

/**
 * Who may take each chosen service when the client names a person per service (`employee_ids`, null for
 * anyone): the one named — who must be bookable and perform that service, else the choice is refused as
 * `staffFor` refuses it — or every bookable employee who performs it, in the staff's order.
 */
export async function partsPlanFor(
  ex: Executor,
  salon: SalonRow,
  services: readonly ServiceRow[],
  employeeIds: readonly (string | null)[],
): Promise<PartsPlan> {
  const bookable = await bookingPageRepository.bookableStaff(ex, salon);
  const parts = services.map((service, index): VisitPartChoice => {
    const performers = bookable
      .filter((entry) => entry.serviceIds.has(service.id))
      .map((entry) => entry.employee.id);
    const wanted = employeeIds[index] ?? null;
    if (wanted !== null && !performers.includes(wanted)) throw new AppError('BOOKING_NOT_OFFERED');
    return {
      durationMinutes: service.durationMinutes,
      timing: bookedTiming(service),
      employeeIds: wanted === null ? performers : [wanted],
    };
  });
  const involved = new Set(parts.flatMap((part) => part.employeeIds));
  return {
    staff: bookable.map((entry) => entry.employee).filter((employee) => involved.has(employee.id)),
    parts,
  };
}

/**
 * The local days to look for fresh times in when a time was refused: from the day of `from` (or of the
 * earliest bookable instant) for a week, within the window; null when none is left.
 */
export function freshDays(salon: SalonRow, from: Date, now: Date) {
  const { earliest, latest } = bookingBounds(salon, now);
  const first = isoDate(wallClockOf(from > earliest ? from : earliest, salon.timeZone));
  const week = isoDate(
    wallClockOf(new Date(Math.min(from.getTime() + 7 * DAY_MS, latest.getTime())), salon.timeZone),
  );
  return week < first ? null : { first, week, earliest, latest };
}

/** How many fresh times a refused booking offers instead. */
export const NEXT_TIMES = 6;

/** 409 BOOKING_SLOT_TAKEN naming the next free times in `details` (field `next_time`, an ISO start each). */
export const slotTakenError = (starts: readonly Date[]) =>
  new AppError(
    'BOOKING_SLOT_TAKEN',
    starts.map((start) => ({ field: 'next_time', code: 'next_time', message: start.toISOString() })),
  );

export const totalMinutes = (services: readonly ServiceRow[]) =>
  services.reduce((sum, service) => sum + service.durationMinutes, 0);

/** How long a visit lasts for the client, and what it keeps its employee busy with (buffers, gaps). */
export interface VisitShape {
  durationMinutes: number;
  occupancy: OccupiedPiece[];
}

/** The chosen services back to back with one employee (service-timing.ts). */
export const visitShape = (services: readonly ServiceRow[]): VisitShape => ({
  durationMinutes: totalMinutes(services),
  occupancy: visitOccupancy(
    services.map((service) => ({ durationMinutes: service.durationMinutes, timing: bookedTiming(service) })),
  ),
});

/** 409 BOOKING_CLIENT_BLOCKED with the salon's phone and WhatsApp link, as the visit page's refusals. */
export const clientBlocked = (salon: SalonRow) =>
  new AppError('BOOKING_CLIENT_BLOCKED', [
    { field: 'phone', code: 'phone', message: salon.phone },
    { field: 'whatsapp_url', code: 'whatsapp_url', message: whatsappUrl(salon.phone) ?? '' },
  ]);

/**
 * Under the salon's cancellation policy (use_penalty on and the plan's feature), a returning client whose
 * no-shows and online cancellations of the last year exceed `cancels_allowed` books by contacting the salon.
 */
export async function penaltiesBlock(ex: Executor, salon: SalonRow, clientId: string, now: Date) {
  if (salon.usePenalty !== 1) return false;
  if (!(await subscriptionService.featuresOf(ex, salon.companyId)).cancellationPolicy) return false;
  const since = new Date(now.getTime() - PENALTY_PERIOD_MS);
  return (await bookingPageRepository.penalties(ex, salon, clientId, since)) > salon.cancelsAllowed;
}
