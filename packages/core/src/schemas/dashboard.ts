import { z } from 'zod';
import { appointmentWireSchema } from './appointment.js';
import { cashCloseStatusWireSchema } from './cash-close.js';

/**
 * `GET /dashboard/summary?salon_id`: the welcome dashboard in one call
 * (docs/product.md "Screens and routes"). Figures cover the last 30 days of the salon (the report's default
 * range) unless named otherwise; a part the caller's role may not see is null: money for owners and managers,
 * the salon's appointments and clients for them and the secretary; everyone sees their upcoming appointments
 * (basic and intermediate only their own).
 */
export const dashboardQuerySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  /**
   * `all` (owner only, else 403): the figures (totals, visits, tops, reviews) cover every live salon
   * of the company, each on its own local days, with `by_salon`; the upcoming list stays `salon_id`'s.
   */
  salons: z.literal('all', 'validation.invalid').optional(),
});

const person = z.object({ _id: z.string(), name: z.string() });

const dashboardSummaryWireSchema = z.object({
  time_zone: z.string(),
  /** The last 30 local days, today included. */
  from: z.string(),
  to: z.string(),
  /** The next pending or reserved appointments from now, soonest first (at most 5). */
  upcoming: z.array(appointmentWireSchema),
  totals: z
    .object({
      /** Appointments of every status starting in the 30 days. */
      appointments: z.number(),
      /** Income of the done ones (price plus travel fee); null without money access. */
      income: z.number().nullable(),
      /** Active clients of the salon. */
      clients: z.number(),
    })
    .nullable(),
  /** Appointments not cancelled per weekday (Monday first) of this week and of the one before. */
  visits: z.object({ this_week: z.array(z.number()), previous_week: z.array(z.number()) }).nullable(),
  /** The most booked services among done appointments (at most 5); income null without money access. */
  top_services: z.array(person.extend({ count: z.number(), income: z.number().nullable() })).nullable(),
  top_clients: z
    .object({
      by_visits: z.array(person.extend({ visits: z.number() })),
      /** Null without money access. */
      by_spend: z.array(person.extend({ spend: z.number() })).nullable(),
    })
    .nullable(),
  /** With `salons=all`: each salon's totals, ordered by title (the top-level totals are their sum). */
  by_salon: z
    .array(
      z.object({
        _id: z.string(),
        title: z.string(),
        appointments: z.number(),
        income: z.number().nullable(),
        clients: z.number(),
      }),
    )
    .optional(),
  /** The salon's visible reviews (owner and manager only): count, average and the latest few. */
  reviews: z
    .object({
      count: z.number(),
      /** Stars, 1 to 5, over every visible review; null without reviews. */
      average: z.number().nullable(),
      latest: z.array(
        z.object({
          _id: z.string(),
          stars: z.number(),
          comment: z.string(),
          /** Null when the client chose to stay anonymous. */
          client: z.string().nullable(),
          service: z.string(),
          created_at: z.string(),
        }),
      ),
    })
    .nullable(),
  /**
   * Today's cash close of the salon asked for, for who may reopen it (owner and manager); null for the other
   * roles. The server always sends it; optional so a summary built without it (older fixtures) still types.
   */
  cash_close: cashCloseStatusWireSchema.nullable().optional(),
});
export type DashboardSummaryWire = z.infer<typeof dashboardSummaryWireSchema>;
export const dashboardSummaryResponseSchema = z.object({ data: dashboardSummaryWireSchema });
