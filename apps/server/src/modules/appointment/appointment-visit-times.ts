import { visitFreeSlots, type VisitPartChoice, type VisitSlot } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { appointmentRepository } from './appointment.repository.js';

const DAY_MS = 86_400_000;

export interface VisitTimesQuery {
  companyId: string;
  salon: SalonRow;
  /** Every employee any part may take (each part names its own among them). */
  staff: readonly EmployeeRow[];
  /** The services in order, each with who may do it. */
  parts: readonly VisitPartChoice[];
  /** Local dates of the salon, both included: where the visit may start. */
  from: string;
  to: string;
  now: Date;
}

/**
 * Free starts of a visit whose parts may each have their own employee (the booking page's "a person per
 * service"), with who does each part. The same facts as `freeTimes` reads — appointments that are not
 * cancelled, days off, the salon's hours and closed days — read once for every employee involved, up to the day after the
 * last (a visit starting late may end then); then the engine part by part (core visit-slots.ts).
 */
export async function visitFreeTimes(ex: Executor, query: VisitTimesQuery): Promise<VisitSlot[]> {
  const ids = query.staff.map((employee) => employee.id);
  if (ids.length === 0) return [];
  const dayAfter = new Date(Date.parse(query.to) + DAY_MS).toISOString().slice(0, 10);
  // A day's margin either side covers every time zone's offset from the UTC dates, and the buffers.
  const busy = await appointmentRepository.busy(ex, {
    companyId: query.companyId,
    employeeIds: ids,
    from: new Date(Date.parse(query.from) - DAY_MS),
    to: new Date(Date.parse(dayAfter) + 2 * DAY_MS),
  });
  const { daysOff, salonDays, closed } = await bookingRepository.hoursOfRange(ex, {
    employeeIds: ids,
    from: query.from,
    to: dayAfter,
    scheduleId: query.salon.scheduleId,
    companyId: query.companyId,
    salonId: query.salon.id,
  });
  return visitFreeSlots({
    employees: query.staff.map((employee) => ({
      id: employee.id,
      schedule: employee.schedule,
      // The salon's closed days are everyone's days off (docs/decisions.md "Closed days").
      daysOff: [...(daysOff.get(employee.id) ?? []), ...closed],
      busy: busy.filter((interval) => interval.employeeId === employee.id),
    })),
    salonDays,
    parts: query.parts,
    timeZone: query.salon.timeZone,
    from: query.from,
    to: query.to,
    now: query.now,
  });
}
