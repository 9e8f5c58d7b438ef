import {
  FREE_DAYS,
  freeDaysOf,
  partOccupancy,
  type appointmentAvailabilityQuerySchema,
  type appointmentFreeDaysQuerySchema,
  type FreeDaysWire,
} from '@salon/core';
import type { z } from 'zod';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { requireCompany, salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { freeTimes, toSlotWire } from './appointment-free-times.js';
import { activeService, bookableEmployee, bookedTiming, seesAll } from './appointment.rules.js';
import type { SalonRow } from '../../db/tables/salon.table.js';

type AvailabilityQuery = z.output<typeof appointmentAvailabilityQuerySchema>;
type FreeDaysQuery = z.output<typeof appointmentFreeDaysQuerySchema>;

export const appointmentAvailabilityService = {
  /**
   * Free start times of the service between two local dates of its salon: for the employee given, or any
   * who performs it (basic and intermediate: only themselves). Appointments that are not cancelled, breaks,
   * days off and the salon's hours all block; the appointment being moved does not block itself. With
   * `next_services`, a visit: only starts where every later part fits after it, the slot ending with the last.
   */
  async slots(ctx: AppContext, auth: AuthContext, query: AvailabilityQuery, now = new Date()) {
    const tenant = requireCompany(auth);
    const service = await bookingRepository.service(ctx.db, query.service_id, tenant.companyId);
    if (!service) throw new AppError('SERVICE_NOT_FOUND');
    // Another salon's service reads like a missing one.
    const { salon } = await salonForCaller(ctx.db, auth, service.salonId, 'calendar.own').catch((error) => {
      throw error instanceof AppError && error.code === 'SALON_NOT_FOUND'
        ? new AppError('SERVICE_NOT_FOUND')
        : error;
    });
    if (service.status !== 'active') throw new AppError('SERVICE_INACTIVE');
    const wanted = seesAll(auth) ? query.employee_id : (auth.employeeId ?? undefined);
    if (!seesAll(auth) && query.employee_id && query.employee_id !== wanted) {
      return { time_zone: salon.timeZone, slots: [] };
    }
    const staff = (await bookingRepository.performers(ctx.db, service.id, tenant.companyId, salon.id)).filter(
      (employee) => !wanted || employee.id === wanted,
    );
    const firstMinutes = service.durationMinutes * query.service_count;
    const slots = await freeTimes(ctx.db, {
      companyId: tenant.companyId,
      salon,
      staff,
      durationMinutes: firstMinutes,
      occupancy: partOccupancy(firstMinutes, bookedTiming(service, query.service_count)),
      from: query.from,
      to: query.to,
      now,
      exceptIds: query.exclude_appointment_id ? [query.exclude_appointment_id] : undefined,
    });
    if (query.next_services.length === 0) return { time_zone: salon.timeZone, slots: slots.map(toSlotWire) };
    const fits = await laterPartsFit(ctx, auth, { salon, query, offset: firstMinutes, now });
    const visitSlots = slots
      .filter((slot) => fits(slot.start))
      .map((slot) => ({ ...slot, end: new Date(slot.start.getTime() + fits.totalMinutes * 60_000) }));
    return { time_zone: salon.timeZone, slots: visitSlots.map(toSlotWire) };
  },

  /**
   * The next local days from `from` on with a free start for the whole visit, as `slots` answers them
   * (docs/decisions.md "Next free days"): the engine is asked a few days at a time, and stops as soon as it
   * has found `limit` days or looked `FREE_DAYS.staffHorizonDays` ahead.
   */
  async freeDays(
    ctx: AppContext,
    auth: AuthContext,
    query: FreeDaysQuery,
    now = new Date(),
  ): Promise<FreeDaysWire> {
    const { limit, ...question } = query;
    const last = shiftDay(query.from, FREE_DAYS.staffHorizonDays - 1);
    const days: string[] = [];
    let timeZone = '';
    for (let from = query.from; from <= last && days.length < limit;) {
      const chunkEnd = shiftDay(from, FREE_DAYS.chunkDays - 1);
      const to = chunkEnd < last ? chunkEnd : last;
      const answer = await this.slots(ctx, auth, { ...question, from, to }, now);
      timeZone = answer.time_zone;
      const found = freeDaysOf(
        answer.slots.map((slot) => slot.start),
        timeZone,
        limit,
      );
      days.push(...found.filter((day) => day >= from && day <= to));
      from = shiftDay(to, 1);
    }
    return { time_zone: timeZone, days: days.slice(0, limit) };
  },
};

/** A local date `days` later (YYYY-MM-DD; calendar dates, so UTC arithmetic holds). */
const shiftDay = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * For a visit's later services (each after the one before, with its chosen employee): which first-part starts
 * leave every later part free. Each part's free starts are asked on a 5-minute grid (a part begins where the
 * one before ends, off the 15-minute grid), from the first day to a day past the last (a visit may run late).
 */
async function laterPartsFit(
  ctx: AppContext,
  auth: AuthContext,
  input: { salon: SalonRow; query: AvailabilityQuery; offset: number; now: Date },
) {
  const tenant = requireCompany(auth);
  const { salon, query } = input;
  const checks: { offset: number; starts: Set<number> }[] = [];
  let offset = input.offset;
  for (const next of query.next_services) {
    if (!seesAll(auth) && next.employee_id !== auth.employeeId) throw new AppError('FORBIDDEN');
    const service = await activeService(ctx.db, tenant, salon.id, next.service_id);
    const employee = await bookableEmployee(ctx.db, tenant, salon.id, next.employee_id, service.id);
    const free = await freeTimes(ctx.db, {
      companyId: tenant.companyId,
      salon,
      staff: [employee],
      durationMinutes: service.durationMinutes,
      occupancy: partOccupancy(service.durationMinutes, bookedTiming(service)),
      from: query.from,
      to: nextDay(query.to),
      now: input.now,
      stepMinutes: 5,
      exceptIds: query.exclude_appointment_id ? [query.exclude_appointment_id] : undefined,
    });
    checks.push({ offset, starts: new Set(free.map((slot) => slot.start.getTime())) });
    offset += service.durationMinutes;
  }
  const fits = (start: Date) =>
    checks.every((check) => check.starts.has(start.getTime() + check.offset * 60_000));
  return Object.assign(fits, { totalMinutes: offset });
}

const nextDay = (date: string) => shiftDay(date, 1);
