import { z } from 'zod';
import { APPOINTMENT_PAYMENT_METHODS, APPOINTMENT_STATUSES } from '../constants.js';
import { daysInRange, REPORT_MAX_DAYS, REPORT_RANGES, SERIES_UNITS } from '../report-range.js';
import { dateSchema } from './employee.js';

const KEY = 'validation.report';

const optionalDay = z.preprocess((value) => (value === '' ? undefined : value), dateSchema.optional());

/** `salon_id=all`: every live salon of the owner's company in one report. */
export const ALL_SALONS = 'all';
/** A salon's id, or `all` (owner only) for every salon of the company. */
export const salonOrAllSchema = z.union([z.uuid('validation.salonRequired'), z.literal(ALL_SALONS)], {
  error: 'validation.salonRequired',
});

/**
 * `GET /report/incomes` and `/report/incomes.xlsx`: a named range, or `custom` with both local dates; never
 * longer than three years.
 */
export const incomesQuerySchema = z
  .object({
    salon_id: salonOrAllSchema,
    range: z.enum(REPORT_RANGES, `${KEY}.range`).default('last_30_days'),
    from: optionalDay,
    to: optionalDay,
  })
  .superRefine((value, ctx) => {
    if (value.range !== 'custom') return;
    if (!value.from) ctx.addIssue({ code: 'custom', path: ['from'], message: `${KEY}.fromRequired` });
    if (!value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: `${KEY}.toRequired` });
    if (!value.from || !value.to) return;
    if (value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `${KEY}.endBeforeStart` });
    else if (daysInRange({ from: value.from, to: value.to }) > REPORT_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `${KEY}.tooLong` });
    }
  });
export type IncomesQuery = z.output<typeof incomesQuerySchema>;

/** One row of a breakdown: done appointments, their income and its share of the range's income. */
const breakdownRow = z.object({ count: z.number(), income: z.number(), share: z.number() });

const incomesReportWireSchema = z.object({
  /** The local dates covered, both included, in the salon's zone. */
  from: z.string(),
  to: z.string(),
  days: z.number(),
  time_zone: z.string(),
  appointments: z.object({
    /** Every appointment starting in the range, whatever its status. */
    total: z.number(),
    by_status: z.record(z.enum(APPOINTMENT_STATUSES), z.number()),
  }),
  /** Dollars: booked price plus travel fee of the done appointments. */
  income: z.number(),
  average_daily_rate: z.number(),
  /** Per day, week or month (`unit`): appointments of any status and income, each period by its first day. */
  unit: z.enum(SERIES_UNITS),
  series: z.array(z.object({ period: z.string(), appointments: z.number(), income: z.number() })),
  by_employee: z.array(breakdownRow.extend({ _id: z.string(), name: z.string() })),
  by_service: z.array(breakdownRow.extend({ _id: z.string(), name: z.string() })),
  /** `method` null: no payment method recorded. */
  by_payment_method: z.array(breakdownRow.extend({ method: z.enum(APPOINTMENT_PAYMENT_METHODS).nullable() })),
  /**
   * Deposits of the range's visits that did not happen: kept under the cancellation policy (a
   * no-show, a late cancellation) and returned (an earlier cancellation), in dollars, with how many.
   */
  deposits: z.object({
    kept: z.number(),
    kept_count: z.number(),
    returned: z.number(),
    returned_count: z.number(),
  }),
});
export type IncomesReportWire = z.infer<typeof incomesReportWireSchema>;

/**
 * One salon of an all-salons report: its id and title, its share of the total income and its own report, on
 * its own local days and time zone (exactly what `salon_id=<id>` answers).
 */
const salonIncomesWireSchema = incomesReportWireSchema.extend({
  _id: z.string(),
  title: z.string(),
  share: z.number(),
});
export type SalonIncomesWire = z.infer<typeof salonIncomesWireSchema>;

/**
 * With `salon_id=all` the top-level figures are the total of every salon and `by_salon` holds each salon's,
 * ordered by title; with one salon `by_salon` is absent. Each salon's named range is resolved on its own clock,
 * so the total's `from`/`to` span the earliest and the latest salon's, and its `time_zone` is the salons' one
 * when they share it (otherwise the first salon's).
 */
const incomesAnswerWireSchema = incomesReportWireSchema.extend({
  by_salon: z.array(salonIncomesWireSchema).optional(),
});
export type IncomesAnswerWire = z.infer<typeof incomesAnswerWireSchema>;
export const incomesReportResponseSchema = z.object({ data: incomesAnswerWireSchema });
