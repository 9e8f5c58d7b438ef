import type { ScheduleDay, ScheduleWire } from '@salon/core';
import type { ScheduleRow } from '../../db/tables/salon.table.js';

/** Each day's `id` is its weekday index (0 = Monday), whatever the client sent. */
export const normaliseDays = (days: readonly ScheduleDay[]): ScheduleDay[] =>
  days.map((day, index) => ({ ...day, id: index }));

export const toScheduleWire = (row: ScheduleRow): ScheduleWire => ({
  _id: row.id,
  title: row.title,
  description: row.description,
  salon_id: row.salonId,
  days: normaliseDays(row.days).map((day) => ({
    id: day.id ?? 0,
    day_name: day.day_name,
    start_hour: day.start_hour,
    end_hour: day.end_hour,
    start_break_hour: day.start_break_hour,
    end_break_hour: day.end_break_hour,
    active: day.active,
    available: day.available,
  })),
});

/** One day as a short, language-neutral line for the event log: `09:00–19:00 / 13:00–14:00`, or `—` when closed. */
const summariseDay = (day: ScheduleDay): string =>
  !day.active
    ? '—'
    : `${day.start_hour}–${day.end_hour}${day.start_break_hour ? ` / ${day.start_break_hour}–${day.end_break_hour}` : ''}`;

/**
 * The days whose hours changed, keyed by day name, so the event log shows "Sunday: — → 09:00–13:00"
 * instead of two copies of the whole week.
 */
export function changedDays(
  before: readonly ScheduleDay[],
  after: readonly ScheduleDay[],
): Record<string, { from: string; to: string }> {
  const changes: Record<string, { from: string; to: string }> = {};
  after.forEach((day, index) => {
    const old = before[index];
    const from = old ? summariseDay(old) : '—';
    const to = summariseDay(day);
    if (from !== to) changes[day.day_name] = { from, to };
  });
  return changes;
}
