import {
  can,
  scheduleFit,
  serviceAreaCovers,
  toCents,
  type ServicePrice,
  type ServiceTiming,
  type VisitAddress,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { withExclusionGuard } from '../../lib/pg-errors.js';
import { liveSalons, inSalonScope, requireCompany, type TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { findClient } from '../client/index.js';
import { promotionPricing } from '../promotion/index.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { localDateOf } from './appointment.mapper.js';
import { appointmentRepository } from './appointment.repository.js';
import type { AppointmentRow } from '../../db/tables/appointment.table.js';

export const notFound = () => new AppError('APPOINTMENT_NOT_FOUND');

/** Roles that see and manage every appointment of the salon; the others only their own. */
export const seesAll = (auth: AuthContext) => can(auth.role, 'appointment.all');

/** Create and edit: every appointment with 'appointment.all', one's own with 'appointment.own'. */
export function requireManage(auth: AuthContext, employeeId: string): void {
  if (seesAll(auth)) return;
  if (can(auth.role, 'appointment.own') && auth.employeeId === employeeId) return;
  throw new AppError('FORBIDDEN');
}

/**
 * An appointment of the caller's company, in a live salon the caller sees, and (for basic and intermediate)
 * one of their own. Every other case answers the same 404 as a missing id.
 */
export async function findInScope(ex: Executor, auth: AuthContext, id: string, forUpdate = false) {
  const tenant = requireCompany(auth);
  const row = await appointmentRepository.findOwn(ex, id, tenant.companyId, forUpdate);
  if (!row || !inSalonScope(tenant, row.salonId)) throw notFound();
  if (!seesAll(auth) && row.employeeId !== auth.employeeId) throw notFound();
  const salon = await liveSalons.find(ex, row.salonId, tenant.companyId);
  if (!salon) throw notFound();
  return { tenant, row, salon };
}

export async function activeClient(ex: Executor, tenant: TenantAuth, salonId: string, clientId: string) {
  const client = await findClient(ex, clientId, tenant.companyId);
  if (!client || client.salonId !== salonId) throw new AppError('CLIENT_NOT_FOUND');
  if (client.status !== 'active') throw new AppError('CLIENT_INACTIVE');
  return client;
}

function requireActiveService(service: ServiceRow | undefined, salonId: string): ServiceRow {
  if (!service || service.salonId !== salonId) throw new AppError('SERVICE_NOT_FOUND');
  if (service.status !== 'active') throw new AppError('SERVICE_INACTIVE');
  return service;
}

export async function activeService(ex: Executor, tenant: TenantAuth, salonId: string, serviceId: string) {
  return requireActiveService(await bookingRepository.service(ex, serviceId, tenant.companyId), salonId);
}

/**
 * `activeService` outside a transaction, from the in-memory service rows that database changes keep right
 * (loaded from the primary, as the salon cache is).
 */
export async function cachedActiveService(
  ctx: AppContext,
  tenant: TenantAuth,
  salonId: string,
  serviceId: string,
): Promise<ServiceRow> {
  const service = await ctx.services.get(serviceId, () =>
    bookingRepository.service(ctx.database.db, serviceId, tenant.companyId),
  );
  // Cached by id alone: another company's caller must not be served a row their own query would not find.
  return requireActiveService(service?.companyId === tenant.companyId ? service : undefined, salonId);
}

function requireBookable(
  found: { employee: EmployeeRow; performs: boolean } | undefined,
  salonId: string,
): EmployeeRow {
  const employee = found?.employee;
  if (
    !employee ||
    employee.salonId !== salonId ||
    employee.deactivated ||
    !employee.activeInCalendar ||
    !found.performs
  ) {
    throw new AppError('EMPLOYEE_NOT_BOOKABLE');
  }
  return employee;
}

export async function bookableEmployee(
  ex: Executor,
  tenant: TenantAuth,
  salonId: string,
  employeeId: string,
  serviceId: string,
): Promise<EmployeeRow> {
  return requireBookable(
    await bookingRepository.employeeFor(ex, employeeId, tenant.companyId, serviceId),
    salonId,
  );
}

/** Only an owner or a manager may book outside the hours, and only by asking to (`override_hours`). */
const overridesHours = (auth: AuthContext, override: boolean) =>
  override && (auth.role === 'owner' || auth.role === 'manager');

/** The hours' verdict on a booking, from the employee's days off and the salon's week as read. */
function requireWithinHours(input: {
  salon: SalonRow;
  employee: EmployeeRow;
  daysOff: string[];
  salonDays: Parameters<typeof scheduleFit>[0]['salonDays'];
  start: Date;
  end: Date;
}): void {
  const { salon, employee } = input;
  const fit = scheduleFit({
    employee: { id: employee.id, schedule: employee.schedule, daysOff: input.daysOff },
    salonDays: input.salonDays,
    timeZone: salon.timeZone,
    start: input.start,
    end: input.end,
  });
  if (fit === 'day_off') throw new AppError('APPOINTMENT_DAY_OFF');
  if (fit === 'outside_hours') throw new AppError('APPOINTMENT_OUTSIDE_HOURS');
}

/**
 * `bookableEmployee` and `assertHoursFit` from one read: a new booking's part, whose checks are what a
 * booking spends its round trips on (bookings a second).
 */
export async function bookableWithinHours(
  ex: Executor,
  input: {
    auth: TenantAuth;
    salon: SalonRow;
    employeeId: string;
    serviceId: string;
    start: Date;
    end: Date;
    override: boolean;
  },
): Promise<EmployeeRow> {
  const { salon, start, end } = input;
  const day = localDateOf(start, salon.timeZone);
  const found = await bookingRepository.employeeForOn(ex, {
    id: input.employeeId,
    companyId: salon.companyId,
    salonId: salon.id,
    serviceId: input.serviceId,
    day,
    scheduleId: salon.scheduleId,
  });
  const employee = requireBookable(found, salon.id);
  if (found!.closed) throw new AppError('SALON_CLOSED_DAY');
  if (overridesHours(input.auth, input.override)) return employee;
  requireWithinHours({
    salon,
    employee,
    daysOff: found!.dayOff ? [day] : [],
    salonDays: found!.salonDays,
    start,
    end,
  });
  return employee;
}

/** The end a booking gets when none is given: the service's duration for each service counted. */
export const defaultEnd = (start: Date, service: ServiceRow, serviceCount: number) =>
  new Date(start.getTime() + service.durationMinutes * serviceCount * 60_000);

/**
 * The buffers and processing gap a booking of the service takes on. A service counted several times is one
 * row with one gap at most, so it keeps its buffers and blocks its whole length.
 */
export const bookedTiming = (service: ServiceRow, serviceCount = 1): ServiceTiming => ({
  bufferBefore: service.bufferBeforeMinutes,
  bufferAfter: service.bufferAfterMinutes,
  processingStart: serviceCount === 1 ? service.processingStartMinutes : 0,
  processingMinutes: serviceCount === 1 ? service.processingMinutes : 0,
});

/** An appointment's timing as booked. */
export const timingOfRow = (row: AppointmentRow): ServiceTiming => ({
  bufferBefore: row.bufferBeforeMinutes,
  bufferAfter: row.bufferAfterMinutes,
  processingStart: row.processingStartMinutes,
  processingMinutes: row.processingMinutes,
});

/** The appointment columns that store a timing. */
export const timingColumns = (timing: ServiceTiming) => ({
  bufferBeforeMinutes: timing.bufferBefore,
  bufferAfterMinutes: timing.bufferAfter,
  processingStartMinutes: timing.processingStart,
  processingMinutes: timing.processingMinutes,
});

/**
 * The price a booking stores (docs/product.md "Money, prices and reports"): without a `price`, the service's
 * price at the start instant (a running promotion's, else the discount price, else the regular price) for
 * each service counted. The promotion is recorded whenever the stored price is its price, sent or not, so the
 * calendar can name it.
 */
export async function bookingPrice(
  ex: Executor,
  salon: SalonRow,
  service: ServiceRow,
  input: { start: Date; price: number | undefined; serviceCount: number },
): Promise<{ priceCents: number; promotionId: string | null; promotion: ServicePrice['promotion'] }> {
  const quote = await promotionPricing.priceAt(ex, salon, service, input.start);
  const promotional = quote.priceCents * input.serviceCount;
  const priceCents = input.price === undefined ? promotional : toCents(input.price);
  const promotion = quote.promotion && priceCents === promotional ? quote.promotion : null;
  return { priceCents, promotionId: promotion?.id ?? null, promotion };
}

/** `bookingPrice` at each of a series' starts, the promotions read once (one price sent: that one for all). */
export async function bookingPrices(
  ex: Executor,
  salon: SalonRow,
  service: ServiceRow,
  input: { starts: readonly Date[]; price: number | undefined; serviceCount: number },
): Promise<{ priceCents: number; promotionId: string | null }[]> {
  const quotes = await promotionPricing.pricesAt(ex, salon, service, input.starts);
  return quotes.map((quote) => {
    const promotional = quote.priceCents * input.serviceCount;
    const priceCents = input.price === undefined ? promotional : toCents(input.price);
    return {
      priceCents,
      promotionId: quote.promotion && priceCents === promotional ? quote.promotion.id : null,
    };
  });
}

/**
 * The employee's hours, days off and the salon's hours must hold the booking (`overridesHours` excepted);
 * anyone else asking to book outside them is refused all the same. A day the salon closed refuses everyone:
 * the salon reopens the day to book it (docs/decisions.md "Closed days").
 */
export async function assertHoursFit(
  ex: Executor,
  input: {
    auth: AuthContext;
    salon: SalonRow;
    employee: EmployeeRow;
    start: Date;
    end: Date;
    override: boolean;
  },
): Promise<void> {
  const { salon, employee } = input;
  const day = localDateOf(input.start, salon.timeZone);
  const { daysOff, salonDays, closed } = await bookingRepository.hoursOfRange(ex, {
    employeeIds: [employee.id],
    from: day,
    to: day,
    scheduleId: salon.scheduleId,
    companyId: salon.companyId,
    salonId: salon.id,
  });
  if (closed.has(day)) throw new AppError('SALON_CLOSED_DAY');
  if (overridesHours(input.auth, input.override)) return;
  requireWithinHours({ ...input, daysOff: daysOff.get(employee.id) ?? [], salonDays });
}

/** The salon's closed days from `from` to `to` (local dates, both included). */
export async function closedDaysBetween(ex: Executor, salon: SalonRow, from: string, to: string) {
  const { closed } = await bookingRepository.hoursOfRange(ex, {
    employeeIds: [],
    from,
    to,
    scheduleId: null,
    companyId: salon.companyId,
    salonId: salon.id,
  });
  return closed;
}

/** 409 SALON_CLOSED_DAY when the salon closed the local day of `start` (docs/decisions.md "Closed days"). */
export async function assertSalonOpenOn(ex: Executor, salon: SalonRow, start: Date): Promise<void> {
  const day = localDateOf(start, salon.timeZone);
  if ((await closedDaysBetween(ex, salon, day, day)).size > 0) throw new AppError('SALON_CLOSED_DAY');
}

/** A freelancer's visit address decides the travel fee; outside the service area it cannot be booked. */
export function travelFeeCents(salon: SalonRow, address: VisitAddress | null | undefined): number | null {
  if (salon.serviceType !== 'freelancer' || !salon.serviceArea || !address) return null;
  const cover = serviceAreaCovers(salon.serviceArea, {
    coordinates: address.coordinates,
    city: address.city,
  });
  if (!cover.inside) throw new AppError('OUTSIDE_SERVICE_AREA');
  return toCents(cover.travel_fee);
}

export type { CheckedSlot } from './appointment.repository.js';
import type { CheckedSlot } from './appointment.repository.js';

/**
 * Runs a write that may break the no-overlap constraint. The failed transaction is gone by the time this
 * answers, so the appointment in the way is looked up afterwards and named in `details` as an ISO interval
 * (`start/end`) under the field `start`, and whose it is under `employee`.
 */
export const withConflictCheck = <T>(ex: Executor, slot: CheckedSlot, work: () => Promise<T>): Promise<T> =>
  withExclusionGuard(work, () => conflictError(ex, slot));

export async function conflictError(ex: Executor, slot: CheckedSlot): Promise<AppError> {
  const other: AppointmentRow | undefined = await appointmentRepository.overlapping(ex, slot);
  return other ? conflictNaming(ex, other) : conflictAt(slot);
}

/** 409 APPOINTMENT_CONFLICT naming the appointment in the way: its interval, then whose it is. */
export async function conflictNaming(ex: Executor, other: AppointmentRow): Promise<AppError> {
  const employee = await bookingRepository.employee(ex, other.employeeId, other.companyId);
  const name = employee ? `${employee.firstName} ${employee.lastName}`.trim() : '';
  return new AppError('APPOINTMENT_CONFLICT', [
    {
      field: 'start',
      code: 'errors.APPOINTMENT_CONFLICT',
      message: `${other.startsAt.toISOString()}/${other.endsAt.toISOString()}`,
    },
    ...(name ? [{ field: 'employee', code: 'errors.APPOINTMENT_CONFLICT', message: name }] : []),
  ]);
}

/** The same when the appointment in the way is gone by the time it is looked for: the asked time. */
const conflictAt = (slot: CheckedSlot) =>
  new AppError('APPOINTMENT_CONFLICT', [
    {
      field: 'start',
      code: 'errors.APPOINTMENT_CONFLICT',
      message: `${slot.start.toISOString()}/${slot.end.toISOString()}`,
    },
  ]);
