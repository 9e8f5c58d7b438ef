import { z } from 'zod';
import { formBoolean, jsonField } from './json-field.js';

/**
 * Day names as stored (docs/product.md "Entities and their fields": Monday to Sunday, in Spanish); index 0 is
 * Monday.
 */
export const DAY_NAMES = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
export type DayName = (typeof DAY_NAMES)[number];

export const hourSchema = z
  .string({ error: 'validation.hours.invalid' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'validation.hours.invalid');
const optionalHour = z
  .union([z.literal(''), z.null(), hourSchema])
  .optional()
  .transform((value) => value || null);

export const toMinutes = (hour: string) => Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));

const scheduleDaySchema = z
  .object({
    id: z.coerce.number().int().min(0).max(6).optional(),
    day_name: z.enum(DAY_NAMES, 'validation.hours.day'),
    start_hour: hourSchema,
    end_hour: hourSchema,
    start_break_hour: optionalHour,
    end_break_hour: optionalHour,
    active: formBoolean().default(false),
    available: formBoolean().default(true),
  })
  .superRefine((day, ctx) => {
    if (toMinutes(day.end_hour) <= toMinutes(day.start_hour)) {
      ctx.addIssue({ code: 'custom', path: ['end_hour'], message: 'validation.hours.endAfterStart' });
    }
    const { start_break_hour: breakStart, end_break_hour: breakEnd } = day;
    if (!breakStart !== !breakEnd) {
      ctx.addIssue({
        code: 'custom',
        path: [breakStart ? 'end_break_hour' : 'start_break_hour'],
        message: 'validation.hours.breakBoth',
      });
    } else if (breakStart && breakEnd) {
      const inside =
        toMinutes(breakStart) >= toMinutes(day.start_hour) &&
        toMinutes(breakEnd) <= toMinutes(day.end_hour) &&
        toMinutes(breakEnd) > toMinutes(breakStart);
      if (!inside)
        ctx.addIssue({ code: 'custom', path: ['end_break_hour'], message: 'validation.hours.breakInside' });
    }
  });
export type ScheduleDay = z.output<typeof scheduleDaySchema>;

/** Seven days, one per weekday, in order. */
export const scheduleDaysSchema = z
  .array(scheduleDaySchema, 'validation.hours.days')
  .length(7, 'validation.hours.days')
  .refine((days) => days.every((day, index) => day.day_name === DAY_NAMES[index]), 'validation.hours.days');

/** The defaults (docs/product.md "Entities and their fields"): 10:00 to 20:00, inactive, available. */
export const defaultScheduleDays = (): ScheduleDay[] =>
  DAY_NAMES.map((day_name, id) => ({
    id,
    day_name,
    start_hour: '10:00',
    end_hour: '20:00',
    start_break_hour: null,
    end_break_hour: null,
    active: false,
    available: true,
  }));

/** `POST .../schedule/schedule` (form-urlencoded, `days` JSON-encoded) and `PUT .../schedule/schedule/{id}`. */
export const scheduleBodySchema = z.object({
  title: z.string().trim().max(80, 'validation.invalid').default(''),
  description: z.string().trim().max(300, 'validation.invalid').default(''),
  days: jsonField(scheduleDaysSchema, 'validation.hours.days'),
  salon_id: z.uuid('validation.id').optional(),
});
export type ScheduleBody = z.input<typeof scheduleBodySchema>;

export const scheduleWireSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  salon_id: z.string().nullable(),
  days: z.array(
    z.object({
      id: z.number(),
      day_name: z.enum(DAY_NAMES),
      start_hour: z.string(),
      end_hour: z.string(),
      start_break_hour: z.string().nullable(),
      end_break_hour: z.string().nullable(),
      active: z.boolean(),
      available: z.boolean(),
    }),
  ),
});
export type ScheduleWire = z.infer<typeof scheduleWireSchema>;
export const scheduleResponseSchema = z.object({ data: scheduleWireSchema });
