import { z } from 'zod';
import { APPOINTMENT_PAYMENT_METHODS, APPOINTMENT_STATUSES } from '../constants.js';
import { daysInRange, REPORT_MAX_DAYS, REPORT_RANGES, SERIES_UNITS } from '../report-range.js';
import { dateSchema } from './employee.js';

const KEY = 'validation.report';

const optionalDay = z.preprocess((value) => (value === '' ? undefined : value), dateSchema.optional());

/**
 * `GET /report/incomes` and `/report/incomes.xlsx`: a named range, or `custom` with both local dates; never
 * longer than three years.
 */
export const incomesQuerySchema = z
  .object({
    salon_id: z.uuid('validation.salonRequired'),
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
});
export type IncomesReportWire = z.infer<typeof incomesReportWireSchema>;
export const incomesReportResponseSchema = z.object({ data: incomesReportWireSchema });
