import { addDays, instantOf, isoDate } from './availability.js';
import { parseLocalDate } from './free-slots.js';

/**
 * What the reports count (docs/product.md "Money, prices and reports"), written once for the API, the screens
 * and the Excel file. A range is a run of local dates of the salon's time zone, both ends included:
 * - *appointments*: those starting in the range, counted per status;
 * - *income*: booked price plus travel fee of the appointments done in the range;
 * - *average daily rate*: income divided by the days in the range.
 */

export const REPORT_RANGES = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'last_year',
  'custom',
] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

/** The longest custom range: three years of local days. */
export const REPORT_MAX_DAYS = 3 * 366;

/** How a range's series groups its days: by day, by week (Monday first) or by month. */
export const SERIES_UNITS = ['day', 'week', 'month'] as const;
export type SeriesUnit = (typeof SERIES_UNITS)[number];

export interface LocalRange {
  from: string;
  to: string;
}

/** Whole days from `from` to `to`, both included. */
export const daysInRange = ({ from, to }: LocalRange): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The local dates a named range covers, given the salon's today: "last N days" ends today, "last year" is the
 * 365 days ending today. A custom range is taken as given.
 */
export function resolveRange(range: ReportRange, today: string, custom?: Partial<LocalRange>): LocalRange {
  const back = (days: number) => isoDate(addDays(parseLocalDate(today), -days));
  switch (range) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: back(1), to: back(1) };
    case 'last_7_days':
      return { from: back(6), to: today };
    case 'last_30_days':
      return { from: back(29), to: today };
    case 'last_year':
      return { from: back(364), to: today };
    case 'custom':
      return { from: custom?.from ?? today, to: custom?.to ?? today };
  }
}

/** A month or less reads day by day, a quarter week by week, anything longer month by month. */
export const seriesUnitFor = (days: number): SeriesUnit =>
  days <= 31 ? 'day' : days <= 92 ? 'week' : 'month';

/** The first day of the period that holds `date`: itself, its week's Monday, or its month's first day. */
export function periodStart(date: string, unit: SeriesUnit): string {
  if (unit === 'day') return date;
  if (unit === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return isoDate(addDays(parseLocalDate(date), -weekday));
}

/** Income over the range's days, to the cent (half up). */
export const averageDailyRateCents = (incomeCents: number, range: LocalRange): number =>
  Math.round(incomeCents / daysInRange(range));

/**
 * The first instant of a local day: its midnight, or (where the clocks spring forward at midnight, as in
 * Santiago or Havana) the first wall-clock time that exists that day.
 */
function startOfLocalDay(date: string, timeZone: string): Date {
  const day = parseLocalDate(date);
  for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
    const instant = instantOf(day, minutes, timeZone);
    if (instant) return instant;
  }
  throw new Error(`No wall-clock time exists on ${date} in ${timeZone}`);
}

/** The instants a range covers: from the first instant of `from` up to (not including) that of the day after `to`. */
export const rangeInstants = (range: LocalRange, timeZone: string): { start: Date; end: Date } => ({
  start: startOfLocalDay(range.from, timeZone),
  end: startOfLocalDay(isoDate(addDays(parseLocalDate(range.to), 1)), timeZone),
});
