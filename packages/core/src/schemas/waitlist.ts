import { z } from 'zod';
import { otpCodeSchema } from './auth.js';
import { clientFieldsSchema } from './client.js';
import { emailSchema } from './common.js';
import { dateSchema } from './employee.js';
import { hourSchema, toMinutes } from './schedule.js';

/**
 * The waitlist: a client waits for a service (optionally with one employee) on a range of days
 * and, optionally, between two times of day. When a matching time is free, the first waiting clients are
 * offered it, each with a link that holds for the salon's minutes; the first to claim books it. The rules
 * and their reasons: docs/decisions.md "Waitlist".
 */
export const WAITLIST = {
  /** How long an offer's link holds, unless the salon sets otherwise. */
  offerMinutesDefault: 30,
  offerMinutesMin: 5,
  offerMinutesMax: 1440,
  /** Clients offered one time at once, in the list's order; each lapsed offer passes it to the next one. */
  offersAtOnce: 3,
  /** The longest range of days one entry may wait on. */
  maxDays: 60,
  /** Waiting entries one client may have in one salon (a booking page must not fill a list). */
  entriesPerClient: 5,
  /** How often a salon with waiting clients is looked at again for new openings (hours, days off). */
  sweepMinutes: 15,
} as const;

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'booked', 'removed', 'expired'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/** `gone`: the time was taken (by another claim or a booking) before this offer was claimed. */
export const WAITLIST_OFFER_STATUSES = ['open', 'claimed', 'declined', 'expired', 'gone'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];

export const WAITLIST_SOURCES = ['online', 'staff'] as const;

const optionalHour = z
  .union([z.literal(''), z.null(), hourSchema])
  .optional()
  .transform((value) => value || null);

/** What a client waits for: one service, anyone or one employee, days and (optionally) times of day. */
const waitlistWindowFields = {
  service_id: z.uuid('validation.waitlist.service'),
  employee_id: z
    .union([z.literal(''), z.null(), z.uuid('validation.waitlist.employee')])
    .optional()
    .transform((value) => value || null),
  from_date: dateSchema,
  to_date: dateSchema,
  note: z.string().trim().max(500, 'validation.appointment.noteMax').default(''),
  /** Local times of day: the visit starts at `from_time` or later and ends by `to_time`; both or neither. */
  from_time: optionalHour,
  to_time: optionalHour,
};

const refineWindow = (
  value: { from_date: string; to_date: string; from_time: string | null; to_time: string | null },
  ctx: z.RefinementCtx,
) => {
  if (value.to_date < value.from_date) {
    ctx.addIssue({ code: 'custom', path: ['to_date'], message: 'validation.waitlist.toDate' });
  } else if (Date.parse(value.to_date) - Date.parse(value.from_date) >= WAITLIST.maxDays * 86_400_000) {
    ctx.addIssue({ code: 'custom', path: ['to_date'], message: 'validation.waitlist.range' });
  }
  if (!value.from_time !== !value.to_time) {
    const path = value.from_time ? 'to_time' : 'from_time';
    ctx.addIssue({ code: 'custom', path: [path], message: 'validation.waitlist.timesBoth' });
  } else if (value.from_time && value.to_time && toMinutes(value.to_time) <= toMinutes(value.from_time)) {
    ctx.addIssue({ code: 'custom', path: ['to_time'], message: 'validation.waitlist.toTime' });
  }
};

/** The days and times of an entry alone, for a form step that asks only them (the same rules). */
export const waitlistWindowSchema = z
  .object({
    from_date: waitlistWindowFields.from_date,
    to_date: waitlistWindowFields.to_date,
    from_time: waitlistWindowFields.from_time,
    to_time: waitlistWindowFields.to_time,
  })
  .superRefine(refineWindow);

/** `POST /business/waitlist`: staff put one of the salon's clients on its waitlist. */
export const waitlistBodySchema = z
  .object({
    salon_id: z.uuid('validation.salonRequired'),
    client_id: z.uuid('validation.waitlist.client'),
    ...waitlistWindowFields,
  })
  .superRefine(refineWindow);
export type WaitlistBody = z.input<typeof waitlistBodySchema>;

/** `POST /public/salon/{slug}/waitlist`: a client joins from the booking page with the e-mail's code. */
export const publicWaitlistBodySchema = z
  .object({
    ...waitlistWindowFields,
    client: clientFieldsSchema
      .pick({ firstName: true, lastName: true, phoneNumber: true })
      .extend({ email: emailSchema }),
    code: otpCodeSchema,
    /** The client ticked "send me messages by WhatsApp" (offered when the salon sends them). */
    whatsapp_opt_in: z.boolean('validation.invalid').default(false),
  })
  .superRefine(refineWindow);
export type PublicWaitlistBody = z.input<typeof publicWaitlistBodySchema>;

/** `GET /business/waitlist`: one salon's entries, the waiting ones first in their order. */
export const waitlistQuerySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  /** `waiting` (default): those still waiting; `all`: the last 90 days' others too. */
  status: z.enum(['waiting', 'all'], 'validation.invalid').default('waiting'),
});
export type WaitlistQuery = z.input<typeof waitlistQuerySchema>;

export const waitlistEntryParamsSchema = z.object({ id: z.uuid('validation.id') });

const waitlistOfferSummarySchema = z.object({
  status: z.enum(WAITLIST_OFFER_STATUSES),
  start: z.string(),
  end: z.string(),
  employee: z.object({ _id: z.string(), name: z.string() }),
  expires_at: z.string(),
});

export const waitlistEntryWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  /** Its place among the salon's waiting entries (1 first); null once it no longer waits. */
  position: z.number().nullable(),
  client: z.object({ _id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string() }),
  service: z.object({ _id: z.string(), name: z.string(), duration: z.number() }),
  employee: z.object({ _id: z.string(), name: z.string() }).nullable(),
  from_date: z.string(),
  to_date: z.string(),
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
  note: z.string(),
  status: z.enum(WAITLIST_ENTRY_STATUSES),
  source: z.enum(WAITLIST_SOURCES),
  created_at: z.string(),
  /** The latest offer made to this entry, if any. */
  offer: waitlistOfferSummarySchema.nullable(),
  /** The appointment it became, once booked. */
  appointment_id: z.string().nullable(),
});
export type WaitlistEntryWire = z.infer<typeof waitlistEntryWireSchema>;
export const waitlistListResponseSchema = z.object({ data: z.array(waitlistEntryWireSchema) });
export const waitlistEntryResponseSchema = z.object({ data: waitlistEntryWireSchema });

/** The booking page's answer once joined: what the client now waits for. */
export const publicWaitlistJoinedWireSchema = z.object({
  status: z.literal('waiting'),
  service: z.string(),
  employee: z.string().nullable(),
  from_date: z.string(),
  to_date: z.string(),
  from_time: z.string().nullable(),
  to_time: z.string().nullable(),
});
export type PublicWaitlistJoinedWire = z.infer<typeof publicWaitlistJoinedWireSchema>;

/** `/public/waitlist/offer/{token}`: the secret in the link is the only key. */
export const waitlistOfferParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** An offer as its client sees it on the offer page (`/:langCode/waitlist/{token}`). */
export const waitlistOfferWireSchema = z.object({
  status: z.enum(WAITLIST_OFFER_STATUSES),
  client: z.object({ first_name: z.string() }),
  salon: z.object({ name: z.string(), slug: z.string(), phone: z.string(), address: z.string() }),
  time_zone: z.string(),
  service: z.object({ name: z.string(), duration: z.number() }),
  employee: z.object({ name: z.string() }),
  start: z.string(),
  end: z.string(),
  expires_at: z.string(),
  /** Once claimed: the visit page's token of the appointment it became. */
  visit_token: z.string().nullable(),
  /** Whether the client still waits for other times (false once they left the list). */
  waiting: z.boolean(),
});
export type WaitlistOfferWire = z.infer<typeof waitlistOfferWireSchema>;
export const waitlistOfferResponseSchema = z.object({ data: waitlistOfferWireSchema });
