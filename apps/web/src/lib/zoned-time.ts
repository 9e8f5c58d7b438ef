import {
  addDays,
  formatLongLocalDay,
  isoDate,
  parseLocalDate,
  wallClockOf,
  type ErrorEnvelope,
} from '@salon/core';
import { toErrorEnvelope } from './api-client';

/**
 * Times of a salon shown on its own clock (its `time_zone`), whatever the device's zone: a client abroad
 * or a phone with a wrong zone still reads the times the salon keeps.
 */

/** YYYY-MM-DD of an instant on the zone's calendar. */
export const localDayOf = (instant: string | Date, timeZone: string): string =>
  isoDate(wallClockOf(new Date(instant), timeZone));

/** Today on the zone's calendar. */
export const todayIn = (timeZone: string, now: Date = new Date()): string => localDayOf(now, timeZone);

/** A local day moved by whole days. */
export const shiftLocalDay = (day: string, days: number): string =>
  isoDate(addDays(parseLocalDate(day), days));

/** Whole days from one local day to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

// Local days are written at UTC midnight so that no device zone moves them to the day before.
const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

const DAY_PARTS = {
  weekday: { weekday: 'short' },
  weekdayLong: { weekday: 'long' },
  date: { day: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type DayPart = keyof typeof DAY_PARTS;
// A formatter is slow to make (tens of milliseconds on a slow phone the first time) and cheap to use: one each.
const dayPartFormats = new Map<string, Intl.DateTimeFormat>();
const formatDayPart = (date: Date, lang: string, part: DayPart) => {
  const key = `${lang}|${part}`;
  let format = dayPartFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...DAY_PARTS[part], timeZone: 'UTC' });
    dayPartFormats.set(key, format);
  }
  return format.format(date);
};

/** "Mon" and "7" for a day button; "Monday, January 7" for its accessible name. */
export const dayLabels = (day: string, lang: string) => {
  const date = atUtcMidnight(day);
  return {
    weekday: formatDayPart(date, lang, 'weekday'),
    weekdayLong: formatDayPart(date, lang, 'weekdayLong'),
    date: formatDayPart(date, lang, 'date'),
    full: formatLongLocalDay(day, lang),
  };
};

/** Weekday names Monday first (index 0), the order opening hours come in. */
export const weekdayNames = (lang: string): string[] =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, index) => dayLabels(shiftLocalDay('2024-01-01', index), lang).weekdayLong);

/**
 * The free times a 409 BOOKING_SLOT_TAKEN offers instead: `details` entries with field `next_time`
 * whose message is an ISO start. Anything else in them is ignored.
 */
export const freshTimesOf = (error: unknown): string[] => {
  const envelope: ErrorEnvelope = toErrorEnvelope(error);
  return (envelope.details ?? [])
    .filter((detail) => detail.field === 'next_time' && !Number.isNaN(Date.parse(detail.message)))
    .map((detail) => detail.message);
};
