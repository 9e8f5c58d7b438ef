import { toMinutes } from './schemas/schedule.js';
import type { OccupiedPiece } from './service-timing.js';

/**
 * When a service can be booked: pure functions over employees' weekly schedules (local wall-clock hours in the
 * salon's time zone), their days off and, once appointments exist, their busy intervals. No date library:
 * zone offsets come from `Intl.DateTimeFormat`, so daylight-saving changes are handled by the platform's zone
 * database.
 */

/** The part of a schedule day the computation reads (index 0 of a week is Monday, as stored). */
export interface WorkDay {
  start_hour: string;
  end_hour: string;
  start_break_hour?: string | null;
  end_break_hour?: string | null;
  active: boolean;
  available?: boolean;
}

export interface Interval {
  start: Date;
  end: Date;
}

export interface AvailabilityEmployee {
  id: string;
  /** Seven days, Monday first. */
  schedule: readonly WorkDay[];
  /** Local dates (`YYYY-MM-DD`) the employee does not work. */
  daysOff?: Iterable<string>;
  /** Times already taken (appointments); a slot overlapping one is not free. */
  busy?: readonly Interval[];
}

export interface FreeTimesInput {
  employees: readonly AvailabilityEmployee[];
  durationMinutes: number;
  /** What keeps the employee busy, in minutes from the start (service-timing.ts); the duration when absent. */
  occupancy?: readonly OccupiedPiece[];
  timeZone: string;
  /** Only starts strictly after this instant count. */
  now: Date;
  /** How many local days to look at, today included. */
  days?: number;
  /** How many start times to answer. */
  limit?: number;
  /** Starts fall on this grid of the local clock (minutes after midnight). */
  stepMinutes?: number;
}

export interface FreeTime {
  start: Date;
  end: Date;
  /** Who is free then (the first in the input order when several are). */
  employeeId: string;
}

export const FREE_TIMES_DEFAULTS = { days: 14, limit: 6, stepMinutes: 15 } as const;

export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock reading of an instant in a zone. */
export function wallClockOf(instant: Date, timeZone: string): LocalDate & { minutes: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    minutes: (parts.hour! % 24) * 60 + parts.minute!,
  };
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * `instantOf`'s recent answers. Reading a zone's clock costs several Intl calls (about 20 µs), and the same
 * days are asked again and again: the engine reads every day's first and last minute, a series' check and its
 * save each read 52 days. An answer never changes, so a bounded memo is safe.
 */
const instants = new Map<string, number | null>();
const INSTANTS_KEPT = 20_000;

/**
 * The instant a local date and wall-clock time name in a zone, or null when that time does not exist there
 * (skipped by a daylight-saving change). A time that happens twice resolves to the earlier instant.
 */
export function instantOf(date: LocalDate, minutes: number, timeZone: string): Date | null {
  const key = `${timeZone}|${date.year}|${date.month}|${date.day}|${minutes}`;
  let known = instants.get(key);
  if (known === undefined) {
    known = readInstant(date, minutes, timeZone);
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instants.set(key, known);
  }
  return known === null ? null : new Date(known);
}

function readInstant(date: LocalDate, minutes: number, timeZone: string): number | null {
  const naive = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  // The real instant lies within 14 hours of the naive one, so the offsets a day either side include its
  // offset (before and after any change); every candidate is checked by reading it back.
  const candidates = [
    ...new Set([-86_400_000, 0, 86_400_000].map((shift) => offsetAt(naive + shift, timeZone))),
  ]
    .map((offset) => naive - offset)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const back = wallClockOf(new Date(candidate), timeZone);
    if (
      back.year === date.year &&
      back.month === date.month &&
      back.day === date.day &&
      back.minutes === minutes
    ) {
      return candidate;
    }
  }
  return null;
}

export const addDays = (date: LocalDate, days: number): LocalDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};

export const isoDate = (date: LocalDate): string =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** 0 for Monday … 6 for Sunday, the order schedules are stored in. */
export const weekdayIndex = (date: LocalDate): number =>
  (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;

/** The wall-clock minutes a service of `duration` may start at on one working day (breaks excluded). */
export function dayStartMinutes(day: WorkDay, duration: number, step: number): number[] {
  if (!day.active || day.available === false) return [];
  const open = toMinutes(day.start_hour);
  const close = toMinutes(day.end_hour);
  const breakStart = day.start_break_hour ? toMinutes(day.start_break_hour) : null;
  const breakEnd = day.end_break_hour ? toMinutes(day.end_break_hour) : null;
  const starts: number[] = [];
  for (let start = Math.ceil(open / step) * step; start + duration <= close; start += step) {
    const end = start + duration;
    const clearOfBreak = breakStart === null || breakEnd === null || end <= breakStart || start >= breakEnd;
    if (clearOfBreak) starts.push(start);
  }
  return starts;
}

const overlaps = (a: Interval, start: Date, end: Date) =>
  a.start.getTime() < end.getTime() && a.end.getTime() > start.getTime();

/**
 * The next free start times for a service, soonest first, one per start time: within the next `days` local
 * days, on the `stepMinutes` grid, where some employee works, is not off, has the whole duration before their
 * end of day or break, and has nothing booked then.
 */
export function nextFreeTimes(input: FreeTimesInput): FreeTime[] {
  const days = input.days ?? FREE_TIMES_DEFAULTS.days;
  const limit = input.limit ?? FREE_TIMES_DEFAULTS.limit;
  const step = input.stepMinutes ?? FREE_TIMES_DEFAULTS.stepMinutes;
  const duration = input.durationMinutes;
  if (limit <= 0 || duration <= 0 || input.employees.length === 0) return [];

  const occupancy = input.occupancy ?? [{ from: 0, to: duration }];
  const employees = input.employees.map((employee) => ({
    ...employee,
    off: new Set(employee.daysOff ?? []),
  }));
  const today = wallClockOf(input.now, input.timeZone);
  const found = new Map<number, FreeTime>();

  for (let offset = 0; offset < days; offset++) {
    const date = addDays(today, offset);
    const key = isoDate(date);
    const weekday = weekdayIndex(date);
    for (const employee of employees) {
      const day = employee.schedule[weekday];
      if (!day || employee.off.has(key)) continue;
      for (const minutes of dayStartMinutes(day, duration, step)) {
        const start = instantOf(date, minutes, input.timeZone);
        if (!start || start.getTime() <= input.now.getTime() || found.has(start.getTime())) continue;
        const end = new Date(start.getTime() + duration * 60_000);
        const taken = occupancy.some((piece) => {
          const from = new Date(start.getTime() + piece.from * 60_000);
          const to = new Date(start.getTime() + piece.to * 60_000);
          return employee.busy?.some((interval) => overlaps(interval, from, to));
        });
        if (taken) continue;
        found.set(start.getTime(), { start, end, employeeId: employee.id });
      }
    }
    // Days are visited in order, so once a day closes with enough times no later day can add a sooner one.
    if (found.size >= limit) break;
  }

  return [...found.values()].sort((a, b) => a.start.getTime() - b.start.getTime()).slice(0, limit);
}
