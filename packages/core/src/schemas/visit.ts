import { z } from 'zod';
import { depositWireSchema } from './deposit.js';
import { APPOINTMENT_STATUSES, PRICE_TYPES } from '../constants.js';

/**
 * The client's appointment page (`/:langCode/visit/{token}`, no login) and its public calls under
 * `/api/v1/public/visit/{token}`. docs/decisions.md "Online cancellation" has the policy.
 */
export const visitParamsSchema = z.object({
  token: z.string().min(1).max(100),
});

/** Why the page offers no online cancellation; null when it does. */
const VISIT_CANCEL_REASONS = ['status', 'started', 'notice', 'limit'] as const;
export type VisitCancelReason = (typeof VISIT_CANCEL_REASONS)[number];

/** Why the page offers no "change the time"; null when it does. */
/** `shared`: a visit whose services several employees do, moved by the salon. */
const VISIT_RESCHEDULE_REASONS = ['status', 'started', 'notice', 'closed', 'shared'] as const;
export type VisitRescheduleReason = (typeof VISIT_RESCHEDULE_REASONS)[number];

/** Why the page offers no review form; null when it does. */
const VISIT_REVIEW_REASONS = ['not_done', 'given', 'closed'] as const;
export type VisitReviewReason = (typeof VISIT_REVIEW_REASONS)[number];

/** A `wa.me` link opening a chat with the phone (digits only, country code included as stored). */
export const whatsappUrl = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : null;
};

export const visitContactSchema = z.object({
  phone: z.string(),
  whatsapp_url: z.string().nullable(),
  email: z.string(),
});
export type VisitContact = z.infer<typeof visitContactSchema>;

export const visitWireSchema = z.object({
  _id: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Local date and time in the salon's zone: `YYYY-MM-DD`, `HH:MM`. */
  date: z.string(),
  time: z.string(),
  end_time: z.string(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  salon: z.object({
    name: z.string(),
    /** The salon's address, or for a freelancer's visit the client's address given at booking. */
    address: z.string(),
    city: z.string(),
    is_visit_address: z.boolean(),
    contact: visitContactSchema,
  }),
  /**
   * `price_type` `starting_from`: the price is a starting price ("desde") until the visit is done. For a visit
   * of several services: their names together, their minutes together, `starting_from` if any part is.
   */
  service: z.object({ name: z.string(), duration: z.number(), price_type: z.enum(PRICE_TYPES) }),
  /**
   * The services of a visit of several, soonest first — those still standing, or all once it is
   * cancelled; empty for a visit of one service. `start`/`end`, `price` and `total` above are the whole visit's.
   */
  parts: z.array(
    z.object({
      service: z.object({ name: z.string(), duration: z.number(), price_type: z.enum(PRICE_TYPES) }),
      employee: z.object({ firstName: z.string() }),
      start: z.string(),
      end: z.string(),
      time: z.string(),
      end_time: z.string(),
      price: z.number(),
    }),
  ),
  /**
   * When the visit is one of a repeating series: the series' occurrences from today on, soonest
   * first (this one included), each with its start and status; empty otherwise.
   */
  series: z.array(z.object({ start: z.string(), status: z.enum(APPOINTMENT_STATUSES) })),
  employee: z.object({ firstName: z.string() }),
  client: z.object({ firstName: z.string() }),
  price: z.number(),
  travel_fee: z.number().nullable(),
  total: z.number(),
  /**
   * When the salon shows bolívares too: the official rate (bolívares per dollar) and its date, the last one
   * published on or before the visit's day or today, whichever comes first; null otherwise.
   */
  bolivares: z.object({ rate: z.number(), date: z.string() }).nullable(),
  cancel: z.object({
    allowed: z.boolean(),
    reason: z.enum(VISIT_CANCEL_REASONS).nullable(),
    /** The last instant an online cancellation is accepted; null when none is possible. */
    deadline: z.string().nullable(),
    notice_hours: z.number(),
    /** Online cancellations left to this client at this salon; null when the salon sets no limit. */
    remaining: z.number().nullable(),
  }),
  /** "Change the time": possible while the salon takes online bookings and before its notice. */
  reschedule: z.object({
    allowed: z.boolean(),
    reason: z.enum(VISIT_RESCHEDULE_REASONS).nullable(),
  }),
  review: z.object({
    possible: z.boolean(),
    given: z.boolean(),
    reason: z.enum(VISIT_REVIEW_REASONS).nullable(),
  }),
  /** The deposit the visit waits for or was paid with; null when it needs none. */
  deposit: depositWireSchema.nullable(),
});
export type VisitWire = z.infer<typeof visitWireSchema>;
