import { freeSlots, type FreeSlot, type OccupiedPiece } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { appointmentRepository } from './appointment.repository.js';

const DAY_MS = 86_400_000;

export interface FreeTimesQuery {
  companyId: string;
  salon: SalonRow;
  /** Who may take the booking: each must be able to (performs the services, works in the calendar). */
  staff: readonly EmployeeRow[];
  durationMinutes: number;
  /** What the booking keeps its employee busy with, from its start (buffers, gaps); the duration if absent. */
  occupancy?: readonly OccupiedPiece[];
  /** Local dates of the salon, both included. */
  from: string;
  to: string;
  now: Date;
  /** Starts on this grid of the local clock (the engine's 15 minutes when absent). */
  stepMinutes?: number;
  /** When moving an appointment (or a visit's parts), they do not block themselves. */
  exceptIds?: string[];
}

/**
 * The availability engine over the database: appointments that are not cancelled, breaks, days off and the
 * salon's hours all block. The staff calendar and the public booking page both ask here, so a time the
 * client is offered is a time the salon's own dialog offers too.
 */
export async function freeTimes(ex: Executor, query: FreeTimesQuery): Promise<FreeSlot[]> {
  const ids = query.staff.map((employee) => employee.id);
  if (ids.length === 0) return [];
  // A day's margin either side covers every time zone's offset from the UTC dates, and the buffers.
  const busy = await appointmentRepository.busy(ex, {
    companyId: query.companyId,
    employeeIds: ids,
    from: new Date(Date.parse(query.from) - DAY_MS),
    to: new Date(Date.parse(query.to) + 2 * DAY_MS),
    exceptIds: query.exceptIds,
  });
  const daysOff = await bookingRepository.daysOff(ex, ids, query.from, query.to);
  return freeSlots({
    employees: query.staff.map((employee) => ({
      id: employee.id,
      schedule: employee.schedule,
      daysOff: daysOff.get(employee.id) ?? [],
      busy: busy.filter((interval) => interval.employeeId === employee.id),
    })),
    salonDays: await bookingRepository.salonDays(ex, query.salon.scheduleId, query.companyId),
    durationMinutes: query.durationMinutes,
    occupancy: query.occupancy,
    timeZone: query.salon.timeZone,
    from: query.from,
    to: query.to,
    now: query.now,
    stepMinutes: query.stepMinutes,
  });
}

/**
 * Free slots on a few scattered days (a series' dates, issue 28), read once: the appointments, days off and
 * the salon's hours from the first day to the last, then the engine per day. Keyed by local date.
 */
export async function freeTimesOnDays(
  ex: Executor,
  query: Omit<FreeTimesQuery, 'from' | 'to'>,
  days: readonly string[],
): Promise<Map<string, FreeSlot[]>> {
  const answer = new Map<string, FreeSlot[]>();
  const ids = query.staff.map((employee) => employee.id);
  if (ids.length === 0 || days.length === 0) return answer;
  const sorted = [...days].sort();
  const [from, to] = [sorted[0]!, sorted.at(-1)!];
  const busy = await appointmentRepository.busy(ex, {
    companyId: query.companyId,
    employeeIds: ids,
    from: new Date(Date.parse(from) - DAY_MS),
    to: new Date(Date.parse(to) + 2 * DAY_MS),
    exceptIds: query.exceptIds,
  });
  const daysOff = await bookingRepository.daysOff(ex, ids, from, to);
  const salonDays = await bookingRepository.salonDays(ex, query.salon.scheduleId, query.companyId);
  const employees = query.staff.map((employee) => ({
    id: employee.id,
    schedule: employee.schedule,
    daysOff: daysOff.get(employee.id) ?? [],
    busy: busy.filter((interval) => interval.employeeId === employee.id),
  }));
  for (const day of sorted) {
    answer.set(
      day,
      freeSlots({
        employees,
        salonDays,
        durationMinutes: query.durationMinutes,
        occupancy: query.occupancy,
        timeZone: query.salon.timeZone,
        from: day,
        to: day,
        now: query.now,
        stepMinutes: query.stepMinutes,
      }),
    );
  }
  return answer;
}

export const toSlotWire = (slot: FreeSlot) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
  employee_ids: slot.employeeIds,
});
