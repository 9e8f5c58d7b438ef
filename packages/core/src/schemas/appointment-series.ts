import { z } from 'zod';
import { createAppointmentBodySchema } from './appointment.js';
import { dateSchema } from './employee.js';

/**
 * Repeating appointments: every N weeks, on the start's weekday or on chosen weekdays, until a date
 * or for a number of times, at most a year from the first. Weekdays are 0 for Monday … 6 for Sunday, as the
 * schedules store them. Dates and times are the salon's.
 */
export const SERIES_LIMITS = { maxWeeks: 12, maxCount: 104, maxDays: 366 } as const;

export const seriesRepeatSchema = z
  .object({
    every_weeks: z.coerce
      .number('validation.series.everyWeeks')
      .int('validation.series.everyWeeks')
      .min(1, 'validation.series.everyWeeks')
      .max(SERIES_LIMITS.maxWeeks, 'validation.series.everyWeeks')
      .default(1),
    weekdays: z
      .array(z.number().int().min(0).max(6), 'validation.series.weekdays')
      .max(7, 'validation.series.weekdays')
      .refine((days) => new Set(days).size === days.length, 'validation.series.weekdays')
      .optional(),
    until: dateSchema.optional(),
    count: z.coerce
      .number('validation.series.count')
      .int('validation.series.count')
      .min(2, 'validation.series.count')
      .max(SERIES_LIMITS.maxCount, 'validation.series.count')
      .optional(),
  })
  .superRefine((repeat, ctx) => {
    if (!repeat.until === !repeat.count) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'validation.series.end' });
    }
  });
export type SeriesRepeat = z.output<typeof seriesRepeatSchema>;

/** One occurrence the staff moved before saving: another time that day, or another employee. */
const seriesMoveSchema = z.object({
  date: dateSchema,
  start: z.iso.datetime({ offset: true, error: 'validation.appointment.start' }),
  employee_id: z.uuid('validation.appointment.employee'),
});

/**
 * `POST /appointment/series/check` and `POST /appointment/series`: an appointment as the dialog sends it, how
 * it repeats, and (saving) the dates to skip and the occurrences moved. A series is one service (a visit of
 * several is booked once).
 */
export const seriesBodySchema = z.intersection(
  createAppointmentBodySchema,
  z.object({
    repeat: seriesRepeatSchema,
    skip_dates: z.array(dateSchema).max(SERIES_LIMITS.maxCount).default([]),
    moves: z.array(seriesMoveSchema).max(SERIES_LIMITS.maxCount).default([]),
  }),
);
export type SeriesBody = z.output<typeof seriesBodySchema>;
export type SeriesBodyInput = z.input<typeof seriesBodySchema>;

/** Each occurrence: free as asked, or not, with what else that day offers. */
export const seriesOccurrenceWireSchema = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  employee_id: z.string(),
  free: z.boolean(),
  /** When not free: up to three other starts that day with the same employee, nearest first. */
  other_times: z.array(z.string()),
  /** When not free: others who do the service and are free at that very time. */
  other_employees: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type SeriesOccurrenceWire = z.infer<typeof seriesOccurrenceWireSchema>;
/** The series' dates left out because the salon is closed then (docs/decisions.md "Closed days"). */
const closedDatesSchema = z.array(z.string());
export const seriesCheckResponseSchema = z.object({
  data: z.object({ occurrences: z.array(seriesOccurrenceWireSchema), closed_dates: closedDatesSchema }),
});
export const seriesCreateResponseSchema = z.object({
  data: z.object({
    series_id: z.string(),
    appointment_ids: z.array(z.string()),
    closed_dates: closedDatesSchema,
  }),
});
