import {
  addDays,
  freeSlots,
  instantOf,
  parseLocalDate,
  type AvailabilityEmployee,
  type FreeSlot,
  type Interval,
  type LocalDate,
  type OccupiedPiece,
} from '@salon/core';
import type { Executor } from '../../lib/db.js';
import type { EmployeeRow } from '../../db/tables/employee.table.js';
import type { SalonRow } from '../../db/tables/salon.table.js';
import { bookingRepository } from './appointment-booking.repository.js';
import { appointmentRepository } from './appointment.repository.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

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

/** The engine's facts for the asked staff, read from the database (busy times, days off, salon hours). */
interface Availability {
  employees: (AvailabilityEmployee & { busy: Interval[] })[];
  salonDays: Awaited<ReturnType<typeof bookingRepository.hoursOfRange>>['salonDays'];
}

/**
 * The instants whose appointments can matter to starts on local dates `from`–`to`: a day's margin either side
 * covers every time zone's offset from the UTC dates, and the buffers.
 */
const windowOf = (from: string, to: string) => ({
  from: new Date(Date.parse(from) - DAY_MS),
  to: new Date(Date.parse(to) + 2 * DAY_MS),
});

/** The first instant of a local day: its midnight, or the first minute after a midnight a clock change skips. */
function dayStart(day: LocalDate, timeZone: string): number | null {
  for (const minutes of [0, 30, 60, 90, 120]) {
    const instant = instantOf(day, minutes, timeZone);
    if (instant) return instant.getTime();
  }
  return null;
}

/**
 * The instants whose appointments can matter to starts on one local day, tighter than `windowOf`: the
 * service itself lies within the day's hours, so between the day's two midnights, and what it keeps the
 * employee busy with reaches at most its buffers beyond (an hour's slack either side besides). A third of
 * `windowOf`'s three days, whose neighbouring days' appointments a series' dates would read for nothing.
 */
function dayWindow(day: string, query: Omit<FreeTimesQuery, 'from' | 'to'>): { from: Date; to: Date } {
  const pieces = query.occupancy ?? [{ from: 0, to: query.durationMinutes }];
  const before = Math.max(0, -Math.min(...pieces.map((piece) => piece.from)));
  const after = Math.max(0, Math.max(...pieces.map((piece) => piece.to)) - query.durationMinutes);
  const date = parseLocalDate(day);
  const start = dayStart(date, query.salon.timeZone);
  const end = dayStart(addDays(date, 1), query.salon.timeZone);
  if (start === null || end === null) return windowOf(day, day);
  return {
    from: new Date(start - (before + 60) * MINUTE_MS),
    to: new Date(end + (after + 60) * MINUTE_MS),
  };
}

/**
 * One read of what the engine needs, in two statements: the staff's appointments that are not cancelled
 * within the windows only (a series' 52 scattered dates read 52 windows, not the year between them), then
 * their days off from `from` to `to` with the salon's hours and closed days. The calendar's range and a series' dates both
 * come through here, so the two cannot read differently.
 */
async function loadAvailability(
  ex: Executor,
  query: Pick<FreeTimesQuery, 'companyId' | 'salon' | 'staff' | 'exceptIds' | 'from' | 'to'>,
  windows: readonly { from: Date; to: Date }[],
): Promise<Availability> {
  const ids = query.staff.map((employee) => employee.id);
  const busy = await appointmentRepository.busy(ex, {
    companyId: query.companyId,
    employeeIds: ids,
    periods: windows,
    exceptIds: query.exceptIds,
  });
  const { daysOff, salonDays, closed } = await bookingRepository.hoursOfRange(ex, {
    employeeIds: ids,
    from: query.from,
    to: query.to,
    scheduleId: query.salon.scheduleId,
    companyId: query.companyId,
    salonId: query.salon.id,
  });
  const busyOf = new Map<string, Interval[]>(ids.map((id) => [id, []]));
  for (const interval of busy) busyOf.get(interval.employeeId)?.push(interval);
  return {
    employees: query.staff.map((employee) => ({
      id: employee.id,
      schedule: employee.schedule,
      // A day the salon closed is a day off for everyone (docs/decisions.md "Closed days").
      daysOff: [...(daysOff.get(employee.id) ?? []), ...closed],
      busy: busyOf.get(employee.id)!,
    })),
    salonDays,
  };
}

/** The engine's options of a query over local dates `from`–`to`. */
const engineInput = (availability: Availability, query: Omit<FreeTimesQuery, 'from' | 'to'>) => ({
  employees: availability.employees,
  salonDays: availability.salonDays,
  durationMinutes: query.durationMinutes,
  occupancy: query.occupancy,
  timeZone: query.salon.timeZone,
  now: query.now,
  stepMinutes: query.stepMinutes,
});

/**
 * The availability engine over the database: appointments that are not cancelled, breaks, days off and the
 * salon's hours all block. The staff calendar and the public booking page both ask here, so a time the
 * client is offered is a time the salon's own dialog offers too.
 */
export async function freeTimes(ex: Executor, query: FreeTimesQuery): Promise<FreeSlot[]> {
  if (query.staff.length === 0) return [];
  const availability = await loadAvailability(ex, query, [windowOf(query.from, query.to)]);
  return freeSlots({ ...engineInput(availability, query), from: query.from, to: query.to });
}

/**
 * An employee's busy times meeting [from, to), found by bisection over them sorted by start (the longest one
 * bounds how early one that still meets `from` may start): 52 days do not each walk the whole list.
 */
function busyLookup(busy: readonly Interval[]): (from: number, to: number) => Interval[] {
  const sorted = [...busy].sort((a, b) => a.start.getTime() - b.start.getTime());
  const starts = sorted.map((interval) => interval.start.getTime());
  const longest = sorted.reduce(
    (most, interval) => Math.max(most, interval.end.getTime() - interval.start.getTime()),
    0,
  );
  return (from, to) => {
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (starts[middle]! < from - longest) low = middle + 1;
      else high = middle;
    }
    const found: Interval[] = [];
    for (let i = low; i < sorted.length && starts[i]! < to; i++) {
      if (sorted[i]!.end.getTime() > from) found.push(sorted[i]!);
    }
    return found;
  };
}

/**
 * The engine on each of some days, given only the busy times of that day's window: read once through the
 * same loader, then split by bisection (the engine sorts and walks what it is given: a year's appointments
 * handed to each of 52 days were walked 52 times).
 */
async function slotsOnDays(
  ex: Executor,
  query: Omit<FreeTimesQuery, 'from' | 'to'>,
  windows: ReadonlyMap<string, { from: Date; to: Date }>,
): Promise<Map<string, FreeSlot[]>> {
  const answer = new Map<string, FreeSlot[]>();
  const days = [...windows.keys()].sort();
  if (query.staff.length === 0 || days.length === 0) return answer;
  const availability = await loadAvailability(
    ex,
    { ...query, from: days[0]!, to: days.at(-1)! },
    days.map((day) => windows.get(day)!),
  );
  const busyIn = availability.employees.map((employee) => busyLookup(employee.busy));
  for (const day of days) {
    const window = windows.get(day)!;
    const employees = availability.employees.map((employee, index) => ({
      ...employee,
      busy: busyIn[index]!(window.from.getTime(), window.to.getTime()),
    }));
    answer.set(day, freeSlots({ ...engineInput({ ...availability, employees }, query), from: day, to: day }));
  }
  return answer;
}

/** Free slots on a few scattered days (a series' dates), each day's whole window read. Keyed by date. */
export function freeTimesOnDays(
  ex: Executor,
  query: Omit<FreeTimesQuery, 'from' | 'to'>,
  days: readonly string[],
): Promise<Map<string, FreeSlot[]>> {
  return slotsOnDays(ex, query, new Map(days.map((day) => [day, dayWindow(day, query)])));
}

/**
 * The engine's slot at each asked start (a series' occurrences, keyed by their dates, one a day), or null
 * when that start is not free for anyone asked. Only the appointments that could meet that very booking are read (from
 * its buffer before to its buffer after, as the occupancy says), not the whole day: the other slots of the
 * day, computed without them, are not answered.
 */
export async function freeAtStarts(
  ex: Executor,
  query: Omit<FreeTimesQuery, 'from' | 'to'>,
  starts: readonly { date: string; start: Date }[],
): Promise<Map<string, FreeSlot | null>> {
  const pieces = query.occupancy ?? [{ from: 0, to: query.durationMinutes }];
  const reach = {
    before: Math.min(0, ...pieces.map((piece) => piece.from)),
    after: Math.max(query.durationMinutes, ...pieces.map((piece) => piece.to)),
  };
  // One window a day, spanning every start asked that day.
  const windows = new Map<string, { from: Date; to: Date }>();
  for (const { date, start } of starts) {
    const from = start.getTime() + reach.before * MINUTE_MS;
    const to = start.getTime() + reach.after * MINUTE_MS;
    const known = windows.get(date);
    windows.set(date, {
      from: new Date(Math.min(from, known?.from.getTime() ?? from)),
      to: new Date(Math.max(to, known?.to.getTime() ?? to)),
    });
  }
  const slots = await slotsOnDays(ex, query, windows);
  return new Map(
    starts.map(({ date, start }) => [
      date,
      slots.get(date)?.find((slot) => slot.start.getTime() === start.getTime()) ?? null,
    ]),
  );
}

export const toSlotWire = (slot: FreeSlot) => ({
  start: slot.start.toISOString(),
  end: slot.end.toISOString(),
  employee_ids: slot.employeeIds,
});
