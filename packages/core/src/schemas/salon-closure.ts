import { z } from 'zod';
import { VENEZUELAN_HOLIDAYS } from '../holidays.js';
import { dateSchema } from './employee.js';
import { safeTextSchema } from './safe-text.js';

/**
 * Days a salon is closed (docs/decisions.md "Closed days"): a date or a range with a reason, or a national
 * holiday the salon accepted. Nobody can be booked on them: the engine offers no time and a booking is
 * refused with 409 SALON_CLOSED_DAY.
 */
export const CLOSURE_LIMITS = { maxDays: 366, reasonMax: 80 } as const;

/** Days since 1970 of a `YYYY-MM-DD` date; NaN for anything else. */
const dayNumber = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) / 86_400_000 : Number.NaN;

const yearSchema = z.coerce
  .number('validation.closure.year')
  .int('validation.closure.year')
  .min(2000, 'validation.closure.year')
  .max(2100, 'validation.closure.year');

/** `GET /salon-closure`: the salon's closures touching a year, and that year's holidays. */
export const closureQuerySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  year: yearSchema,
});

/** `POST /salon-closure`: one date (`end_date` left out or equal) or a range, with its reason. */
export const closureBodySchema = z
  .object({
    salon_id: z.uuid('validation.salonRequired'),
    start_date: dateSchema,
    /** Left out or empty: the start date alone. */
    end_date: dateSchema.or(z.literal('')).optional(),
    reason: safeTextSchema
      .trim()
      .min(1, 'validation.closure.reason')
      .max(CLOSURE_LIMITS.reasonMax, 'validation.closure.reason'),
  })
  .superRefine((body, ctx) => {
    const end = body.end_date || body.start_date;
    // Zod runs this even when a date failed its own check (that field already says so): count days by
    // arithmetic, never by walking from a date that may not be one.
    const days = dayNumber(end) - dayNumber(body.start_date) + 1;
    if (Number.isNaN(days)) return;
    if (days < 1) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.closure.endBeforeStart' });
    } else if (days > CLOSURE_LIMITS.maxDays) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.closure.tooLong' });
    }
  });
export type ClosureBody = z.output<typeof closureBodySchema>;
export type ClosureBodyInput = z.input<typeof closureBodySchema>;

/** `PUT /salon-closure/holiday`: the salon closes (or opens again) on a national holiday of a year. */
export const holidayBodySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  holiday: z.enum(VENEZUELAN_HOLIDAYS, 'validation.invalid'),
  year: yearSchema,
  accepted: z.boolean('validation.invalid'),
});
export type HolidayBody = z.output<typeof holidayBodySchema>;

export const closureParamsSchema = z.object({ id: z.uuid('validation.invalid') });
export const closureSalonQuerySchema = z.object({ salon_id: z.uuid('validation.salonRequired') });

export const closureWireSchema = z.object({
  _id: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  /** Empty for a holiday (the screens name it in the reader's language). */
  reason: z.string(),
  holiday: z.enum(VENEZUELAN_HOLIDAYS).nullable(),
  /**
   * In the answer to closing: the appointments still standing on those days. They stay booked (the salon moves or
   * cancels them), so the screen says how many.
   */
  booked: z.number().int().optional(),
});
export type ClosureWire = z.infer<typeof closureWireSchema>;

export const holidayWireSchema = z.object({
  holiday: z.enum(VENEZUELAN_HOLIDAYS),
  date: z.string(),
  /** The salon closes that day (its closure's id), or null. */
  closure_id: z.string().nullable(),
  /** In the answer to accepting it: the appointments still standing that day (see the closure's). */
  booked: z.number().int().optional(),
});
export type HolidayWire = z.infer<typeof holidayWireSchema>;

export const closureListResponseSchema = z.object({
  data: z.object({ closures: z.array(closureWireSchema), holidays: z.array(holidayWireSchema) }),
});
export type ClosureList = z.infer<typeof closureListResponseSchema>['data'];
export const closureResponseSchema = z.object({ data: closureWireSchema });
export const holidayResponseSchema = z.object({ data: holidayWireSchema });
export const closureDeletedResponseSchema = z.object({ data: z.object({ deleted: z.boolean() }) });
