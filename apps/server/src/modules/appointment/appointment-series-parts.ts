import {
  partOccupancy,
  visitPartTimingsBy,
  type FreeSlot,
  type SeriesBody,
  type ServiceTiming,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import type { TenantAuth } from '../../plugins/access.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import type { ServiceRow } from '../../db/tables/service.table.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { freeAtStarts, freeTimesOnDays } from './appointment-free-times.js';
import { activeService, bookedTiming } from './appointment.rules.js';

const MINUTE = 60_000;

/**
 * One service of a repeating visit (docs/decisions.md "Repeating appointments"): each occurrence is the
 * whole visit, its services back to back as a visit booked once is (appointment-create.service.ts).
 */
export interface SeriesPart {
  service: ServiceRow;
  /** Null for the first part: its employee is the occurrence's own (a move may change it). */
  employeeId: string | null;
  /** Minutes from the occurrence's start. */
  offset: number;
  minutes: number;
  serviceCount: number;
  timing: ServiceTiming;
}

/**
 * The series' services with their places in each occurrence (the first's length as the body says), and the
 * later parts' employees, each of whom must do their service in the salon.
 */
export async function seriesParts(
  ctx: AppContext,
  tenant: TenantAuth,
  salon: SalonRow,
  body: SeriesBody & { first: ServiceRow },
  firstMinutes: number,
): Promise<{ parts: SeriesPart[]; employees: Map<string, EmployeeRow> }> {
  const services = [body.first];
  const employees = new Map<string, EmployeeRow>();
  for (const next of body.next_services) {
    const service = await activeService(ctx.db, tenant, salon.id, next.service_id);
    const found = await bookingRepository.employeeFor(ctx.db, next.employee_id, tenant.companyId, service.id);
    if (!found?.performs || found.employee.salonId !== salon.id || found.employee.deactivated) {
      throw new AppError('EMPLOYEE_NOT_BOOKABLE');
    }
    services.push(service);
    employees.set(found.employee.id, found.employee);
  }
  const employeeIds = [body.employee_id, ...body.next_services.map((next) => next.employee_id)];
  const timings = visitPartTimingsBy(
    services.map((service, index) => ({
      durationMinutes: index === 0 ? firstMinutes : service.durationMinutes,
      timing: bookedTiming(service, index === 0 ? body.service_count : 1),
    })),
    employeeIds,
  );
  let offset = 0;
  const parts = services.map((service, index) => {
    const minutes = index === 0 ? firstMinutes : service.durationMinutes;
    const part = {
      service,
      employeeId: index === 0 ? null : employeeIds[index]!,
      offset,
      minutes,
      serviceCount: index === 0 ? body.service_count : 1,
      timing: timings[index]!,
    };
    offset += minutes;
    return part;
  });
  return { parts, employees };
}

/** The engine's question for one later part, its employee alone. */
const partQuery = (plan: LaterPlan, part: SeriesPart, now: Date, employee: EmployeeRow) => ({
  companyId: plan.companyId,
  salon: plan.salon,
  staff: [employee],
  durationMinutes: part.minutes,
  occupancy: partOccupancy(part.minutes, part.timing),
  now,
  stepMinutes: 5,
});

interface LaterPlan {
  companyId: string;
  salon: SalonRow;
  parts: readonly SeriesPart[];
  employees: ReadonlyMap<string, EmployeeRow>;
}

/** Whether every later part of each occurrence is free after the first, with its employee. By date. */
export async function laterPartsFree(
  ctx: AppContext,
  plan: LaterPlan,
  occurrences: readonly { date: string; start: Date }[],
  now: Date,
): Promise<Map<string, boolean>> {
  const fits = new Map(occurrences.map((occurrence) => [occurrence.date, true]));
  for (const part of plan.parts.slice(1)) {
    const employee = plan.employees.get(part.employeeId!)!;
    const starts = occurrences.map((o) => ({
      date: o.date,
      start: new Date(o.start.getTime() + part.offset * MINUTE),
    }));
    const free = await freeAtStarts(ctx.db, partQuery(plan, part, now, employee), starts);
    for (const { date } of starts) if (!free.get(date)) fits.set(date, false);
  }
  return fits;
}

/** Keeps the first part's slots on those days where every later part fits after it. */
export async function whereLaterPartsFit(
  ctx: AppContext,
  plan: LaterPlan,
  slots: Map<string, FreeSlot[]>,
  now: Date,
): Promise<Map<string, FreeSlot[]>> {
  const days = [...slots.keys()];
  if (plan.parts.length < 2 || days.length === 0) return slots;
  const checks: { offset: number; starts: Set<number> }[] = [];
  for (const part of plan.parts.slice(1)) {
    const employee = plan.employees.get(part.employeeId!)!;
    const free = await freeTimesOnDays(ctx.db, partQuery(plan, part, now, employee), days);
    const starts = new Set([...free.values()].flat().map((slot) => slot.start.getTime()));
    checks.push({ offset: part.offset, starts });
  }
  return new Map(
    days.map((day) => [
      day,
      slots
        .get(day)!
        .filter((slot) => checks.every((c) => c.starts.has(slot.start.getTime() + c.offset * MINUTE))),
    ]),
  );
}
