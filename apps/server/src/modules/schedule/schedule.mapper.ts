import type { ScheduleDay, ScheduleWire } from '@salon/core';
import type { ScheduleRow } from './schedule.table.js';

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
