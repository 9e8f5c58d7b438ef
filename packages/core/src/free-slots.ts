import {
  addDays,
  type AvailabilityEmployee,
  dayStartMinutes,
  instantOf,
  type Interval,
  isoDate,
  type LocalDate,
  wallClockOf,
  weekdayIndex,
  type WorkDay,
} from './availability.js';
import { toMinutes } from './schemas/schedule.js';
import type { OccupiedPiece } from './service-timing.js';

/**
 * The availability engine of the appointments: every free start time of a service over a range of local dates,
 * for one employee or several. Pure and allocation-light, because the calendar asks for a month at a time:
 * busy intervals are sorted once per employee and walked with one cursor per day instead of scanned per slot.
 */

export interface FreeSlotsInput {
  employees: readonly AvailabilityEmployee[];
  /** The salon's opening hours (Monday first); a start must fit them as well as the employee's own hours. */
  salonDays?: readonly WorkDay[] | null;
  durationMinutes: number;
  /**
   * What keeps the employee busy, in minutes from the start (buffers and processing gaps, service-timing.ts);
   * the whole duration when absent. Only the duration itself must fit the working hours.
   */
  occupancy?: readonly OccupiedPiece[];
  timeZone: string;
  /** First and last local date (`YYYY-MM-DD`), both included. */
  from: string;
  to: string;
  /** Only starts strictly after this instant. */
  now?: Date;
  stepMinutes?: number;
}

export interface FreeSlot {
  start: Date;
  end: Date;
  /** Who is free for the whole slot, in input order. */
  employeeIds: string[];
}

export const parseLocalDate = (value: string): LocalDate => {
  const [year, month, day] = value.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
};

/** The part of both days that is open: the later start, the earlier end; a break from either applies. */
function withinSalon(employeeDay: WorkDay, salonDay: WorkDay | undefined): WorkDay | null {
  if (!salonDay) return employeeDay;
  if (!salonDay.active || salonDay.available === false) return null;
  const start = Math.max(toMinutes(employeeDay.start_hour), toMinutes(salonDay.start_hour));
  const end = Math.min(toMinutes(employeeDay.end_hour), toMinutes(salonDay.end_hour));
  if (end <= start) return null;
  const hour = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const breakOf = employeeDay.start_break_hour ? employeeDay : salonDay.start_break_hour ? salonDay : null;
  return {
    ...employeeDay,
    start_hour: hour(start),
    end_hour: hour(end),
    start_break_hour: breakOf?.start_break_hour ?? null,
    end_break_hour: breakOf?.end_break_hour ?? null,
  };
}

const byStart = (a: Interval, b: Interval) => a.start.getTime() - b.start.getTime();

/** Every start of a day on the grid, for clock-change days where the instants decide. */
const allStarts = (step: number): number[] =>
  Array.from({ length: Math.ceil((24 * 60) / step) }, (_, i) => i * step);

/**
 * Minutes after local midnight → instant, for one local date. Reading the zone's clock is the costly part, so
 * a day whose offset is the same at its first and last minute (every day but a daylight-saving change) maps
 * minutes arithmetically; only a change day asks the zone for each minute.
 */
function dayClock(date: LocalDate, timeZone: string) {
  const first = instantOf(date, 0, timeZone);
  const lastMinute = instantOf(date, 24 * 60 - 1, timeZone);
  if (first && lastMinute && lastMinute.getTime() - first.getTime() === (24 * 60 - 1) * 60_000) {
    const midnight = first.getTime();
    return { uniform: true, at: (minutes: number) => new Date(midnight + minutes * 60_000) };
  }
  return { uniform: false, at: (minutes: number) => instantOf(date, minutes, timeZone) };
}

/** A wall-clock time as an instant; a time skipped by a clock change means the first minute after it. */
function boundary(date: LocalDate, minutes: number, timeZone: string): Date {
  for (let later = minutes; later < minutes + 24 * 60; later++) {
    const instant = instantOf(date, later, timeZone);
    if (instant) return instant;
  }
  throw new Error(`No time of ${isoDate(date)} exists in ${timeZone}`);
}

interface DayBounds {
  open: number;
  close: number;
  breakStart: number | null;
  breakEnd: number | null;
}

/** A working day's opening, closing and break as instants (on a clock-change day they are not arithmetic). */
function boundsOf(day: WorkDay, date: LocalDate, timeZone: string): DayBounds {
  const at = (hour: string) => boundary(date, toMinutes(hour), timeZone).getTime();
  const hasBreak = !!day.start_break_hour && !!day.end_break_hour;
  return {
    open: at(day.start_hour),
    close: at(day.end_hour),
    breakStart: hasBreak ? at(day.start_break_hour!) : null,
    breakEnd: hasBreak ? at(day.end_break_hour!) : null,
  };
}

const fitsBounds = (bounds: DayBounds, start: number, end: number): boolean =>
  start >= bounds.open &&
  end <= bounds.close &&
  (bounds.breakStart === null ||
    bounds.breakEnd === null ||
    end <= bounds.breakStart ||
    start >= bounds.breakEnd);

interface BusyCursor {
  busy: Interval[];
  cursor: number;
}

/**
 * Whether any piece the booking would occupy from `start` meets a busy interval. Starts only grow within a
 * day, so intervals that end before the earliest piece never matter again and the cursor moves past them.
 */
function takenDuring(
  employee: BusyCursor,
  start: number,
  occupancy: readonly { from: number; to: number }[],
): boolean {
  const earliest = start + Math.min(...occupancy.map((piece) => piece.from));
  while (
    employee.cursor < employee.busy.length &&
    employee.busy[employee.cursor]!.end.getTime() <= earliest
  ) {
    employee.cursor++;
  }
  for (const piece of occupancy) {
    const from = start + piece.from;
    const to = start + piece.to;
    for (let i = employee.cursor; i < employee.busy.length; i++) {
      const interval = employee.busy[i]!;
      if (interval.start.getTime() >= to) break;
      if (interval.end.getTime() > from) return true;
    }
  }
  return false;
}

/** Every free slot in the range, soonest first; a start shared by several employees is one slot. */
export function freeSlots(input: FreeSlotsInput): FreeSlot[] {
  const step = input.stepMinutes ?? 15;
  const duration = input.durationMinutes;
  const durationMs = duration * 60_000;
  const now = input.now?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (duration <= 0 || input.employees.length === 0 || input.to < input.from) return [];

  const staff = input.employees.map((employee) => ({
    id: employee.id,
    schedule: employee.schedule,
    off: new Set(employee.daysOff ?? []),
    busy: [...(employee.busy ?? [])].sort(byStart),
    cursor: 0,
  }));
  const occupancy = (input.occupancy ?? [{ from: 0, to: duration }]).map((piece) => ({
    from: piece.from * 60_000,
    to: piece.to * 60_000,
  }));
  const slots = new Map<number, FreeSlot>();
  const last = parseLocalDate(input.to);
  const lastKey = isoDate(last);

  for (let date = parseLocalDate(input.from); isoDate(date) <= lastKey; date = addDays(date, 1)) {
    const key = isoDate(date);
    const weekday = weekdayIndex(date);
    const clock = dayClock(date, input.timeZone);
    for (const employee of staff) {
      const own = employee.schedule[weekday];
      if (!own || employee.off.has(key)) continue;
      if (!own.active || own.available === false) continue;
      const day = withinSalon(own, input.salonDays?.[weekday]);
      if (!day) continue;
      // On a clock-change day wall-clock minutes and real durations disagree: check each start by instants.
      const bounds = clock.uniform ? null : boundsOf(day, date, input.timeZone);
      for (const minutes of clock.uniform ? dayStartMinutes(day, duration, step) : allStarts(step)) {
        const startDate = clock.at(minutes);
        if (!startDate) continue;
        const start = startDate.getTime();
        if (start <= now) continue;
        const end = start + durationMs;
        if (bounds && !fitsBounds(bounds, start, end)) continue;
        if (takenDuring(employee, start, occupancy)) continue;
        const slot = slots.get(start);
        if (slot) slot.employeeIds.push(employee.id);
        else slots.set(start, { start: startDate, end: new Date(end), employeeIds: [employee.id] });
      }
    }
  }
  return [...slots.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

export type ScheduleFit = 'ok' | 'day_off' | 'outside_hours';

/**
 * Whether an appointment from `start` to `end` lies inside one working day of the employee (and the salon's
 * hours when given), clear of breaks and days off. Used to refuse, unless overridden, a booking made by hand.
 */
export function scheduleFit(input: {
  employee: AvailabilityEmployee;
  salonDays?: readonly WorkDay[] | null;
  timeZone: string;
  start: Date;
  end: Date;
}): ScheduleFit {
  const local = wallClockOf(input.start, input.timeZone);
  const date: LocalDate = { year: local.year, month: local.month, day: local.day };
  if (new Set(input.employee.daysOff ?? []).has(isoDate(date))) return 'day_off';
  const own = input.employee.schedule[weekdayIndex(date)];
  if (!own || !own.active || own.available === false) return 'day_off';
  const day = withinSalon(own, input.salonDays?.[weekdayIndex(date)]);
  if (!day) return 'outside_hours';
  const fits = fitsBounds(boundsOf(day, date, input.timeZone), input.start.getTime(), input.end.getTime());
  return fits ? 'ok' : 'outside_hours';
}
