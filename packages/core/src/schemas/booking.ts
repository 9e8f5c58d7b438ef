import { z } from 'zod';
import { ANY_EMPLOYEE, BOOKING_MAX_SERVICES, PRICE_TYPES } from '../constants.js';
import { otpCodeSchema } from './auth.js';
import { clientFieldsSchema } from './client.js';
import { emailSchema } from './common.js';
import { depositWireSchema } from './deposit.js';
import { dateSchema } from './employee.js';
import { freeDaysLimitSchema, visitAddressSchema } from './appointment.js';
import { reviewSummarySchema } from './review.js';
import { serviceAreaWireSchema } from './service-area.js';
import { SALON_SERVICE_TYPES } from './salon.js';
import { visitContactSchema } from './visit.js';

/**
 * Online booking: the public booking page `/:langCode/book/{slug}` and its calls under
 * `/api/v1/public/salon/{slug}`, no login. docs/product.md "Clients' own pages: booking and visits" and
 * docs/decisions.md "Online booking" have the rules.
 */
export const bookingSlugParamsSchema = z.object({ slug: z.string().trim().toLowerCase().min(1).max(60) });

/** Why a salon's page takes no bookings now; null when it does. */
const BOOKING_CLOSED_REASONS = ['off', 'not_verified', 'disabled', 'closed'] as const;
export type BookingClosedReason = (typeof BOOKING_CLOSED_REASONS)[number];

const serviceIdsSchema = z
  .array(z.uuid('validation.booking.services'), 'validation.booking.services')
  .min(1, 'validation.booking.services')
  .max(BOOKING_MAX_SERVICES, 'validation.booking.services')
  .refine((ids) => new Set(ids).size === ids.length, 'validation.booking.services');

/** `service_ids` arrive comma-separated in a query string. */
const serviceIdsQuerySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
  serviceIdsSchema,
);

const employeeIdSchema = z.uuid('validation.booking.employees');

/**
 * `employee_ids` in a query: comma-separated, one per service in `service_ids`, each an employee's id or
 * `any`. Empty entries are kept (`a,,b` is three), so a list with a hole is refused rather than shifted.
 */
const employeeIdsQuerySchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',') : value),
  z
    .array(
      z.union(
        [z.literal(ANY_EMPLOYEE).transform(() => null), employeeIdSchema],
        'validation.booking.employees',
      ),
      'validation.booking.employees',
    )
    .max(BOOKING_MAX_SERVICES, 'validation.booking.employees'),
);

/** `employee_ids` in a body: one per service in `service_ids`, an employee's id or null for anyone. */
const employeeIdsBodySchema = z
  .array(employeeIdSchema.nullable(), 'validation.booking.employees')
  .max(BOOKING_MAX_SERVICES, 'validation.booking.employees');

/**
 * A person per service (`employee_ids`, parallel to `service_ids`) or one for all (`employee_id`), not both:
 * which one would win is not the client's to guess.
 */
const refineEmployeeChoice = (
  value: {
    service_ids: readonly string[];
    employee_id?: string | null;
    employee_ids?: readonly (string | null)[] | undefined;
  },
  ctx: z.RefinementCtx,
) => {
  if (!value.employee_ids) return;
  if (value.employee_id) {
    ctx.addIssue({ code: 'custom', path: ['employee_ids'], message: 'validation.booking.employeesWithOne' });
  } else if (value.employee_ids.length !== value.service_ids.length) {
    ctx.addIssue({ code: 'custom', path: ['employee_ids'], message: 'validation.booking.employees' });
  }
};

const publicServiceWireSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Minutes. */
  duration: z.number(),
  /** What the client pays today: a live promotion's price, else the discount price, else the regular price. */
  price: z.number(),
  /** The regular price, shown struck beside `price` when they differ. */
  regular_price: z.number(),
  promotion: z.object({ title: z.string(), end: z.string() }).nullable(),
  /** `starting_from`: the price is a starting price, shown "desde $25,00" / "from $25.00". */
  price_type: z.enum(PRICE_TYPES),
});
export type PublicServiceWire = z.infer<typeof publicServiceWireSchema>;

export const publicSalonWireSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  service_type: z.enum(SALON_SERVICE_TYPES),
  /** A salon's address; a freelancer travels, so only the city shows and `service_area` says where. */
  address: z.object({ address: z.string(), reference_point: z.string(), city: z.string() }),
  /** [longitude, latitude] of the salon (a freelancer's base). */
  location: z.tuple([z.number(), z.number()]),
  service_area: serviceAreaWireSchema.nullable(),
  contact: visitContactSchema,
  social: z.object({
    instagram: z.string().nullable(),
    facebook: z.string().nullable(),
    tiktok: z.string().nullable(),
    site: z.string().nullable(),
  }),
  time_zone: z.string(),
  /**
   * The day's official rate (bolívares per dollar) and its date, when the salon shows prices in bolívares
   * too and a rate was ever published; null otherwise.
   */
  bolivares: z.object({ rate: z.number(), date: z.string() }).nullable(),
  /** Opening hours, Monday first (index 0). */
  hours: z.array(
    z.object({
      day: z.number(),
      open: z.boolean(),
      start: z.string(),
      end: z.string(),
      break_start: z.string().nullable(),
      break_end: z.string().nullable(),
    }),
  ),
  gallery: z.array(z.object({ _id: z.string(), url: z.string() })),
  rating: reviewSummarySchema.pick({ average: true, count: true }),
  /** The latest visible reviews; `author` is null for an anonymous one (first name and initial otherwise). */
  reviews: z.array(
    z.object({
      _id: z.string(),
      stars: z.number(),
      comment: z.string(),
      author: z.string().nullable(),
      created_at: z.string(),
      service: z.string(),
      reply: z.string().nullable(),
    }),
  ),
  groups: z.array(
    z.object({ _id: z.string(), name: z.string(), services: z.array(publicServiceWireSchema) }),
  ),
  /** Bookable employees (first name only) and what each performs. */
  employees: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      avatar: z.string().nullable(),
      service_ids: z.array(z.string()),
    }),
  ),
  booking: z.object({
    open: z.boolean(),
    reason: z.enum(BOOKING_CLOSED_REASONS).nullable(),
    /** Bookings wait for the salon's approval (they land as pending). */
    approval: z.boolean(),
    window_days: z.number(),
    notice_minutes: z.number(),
    /** The salon sends confirmations and reminders by WhatsApp: the form offers the client to get them so. */
    whatsapp: z.boolean(),
  }),
});
export type PublicSalonWire = z.infer<typeof publicSalonWireSchema>;

/** A public range of local days: `to` not before `from`, at most 42 days. */
const refineDayRange = (value: { from: string; to: string }, ctx: z.RefinementCtx) => {
  if (value.to < value.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.appointment.endAfterStart' });
  if (Date.parse(value.to) - Date.parse(value.from) > 42 * 86_400_000) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.appointment.range' });
  }
};

/** `GET /salon/{slug}/availability`: at most 42 local days; the answer keeps to the window and notice. */
export const bookingAvailabilityQuerySchema = z
  .object({
    service_ids: serviceIdsQuerySchema,
    /** One employee for the whole visit (absent: anyone free for all of it). */
    employee_id: z.uuid('validation.id').optional(),
    /** Or one per service (`any` for anyone who performs it): the parts may then have different people. */
    employee_ids: employeeIdsQuerySchema.optional(),
    from: dateSchema,
    to: dateSchema,
  })
  .superRefine(refineDayRange)
  .superRefine(refineEmployeeChoice);

/**
 * `GET /salon/{slug}/availability/days`: the next local days, from `from` on and within the salon's window
 * and notice, with a free start for the whole visit (docs/decisions.md "Next free days"). The answer is
 * `freeDaysResponseSchema`'s.
 */
export const bookingFreeDaysQuerySchema = z
  .object({
    service_ids: serviceIdsQuerySchema,
    employee_id: z.uuid('validation.id').optional(),
    employee_ids: employeeIdsQuerySchema.optional(),
    from: dateSchema,
    limit: freeDaysLimitSchema,
  })
  .superRefine(refineEmployeeChoice);

const bookingSlotWireSchema = z.object({
  start: z.string(),
  end: z.string(),
  /**
   * Who is free for the whole visit; with `employee_ids` asked, who does it (each once, in the parts' order).
   */
  employee_ids: z.array(z.string()),
  /**
   * Only when `employee_ids` was asked: each service in order, its times and who would do it (for an
   * "anyone" part, the one the booking takes if nothing changes meanwhile).
   */
  parts: z
    .array(z.object({ service_id: z.string(), start: z.string(), end: z.string(), employee_id: z.string() }))
    .optional(),
});
export const bookingAvailabilityWireSchema = z.object({
  time_zone: z.string(),
  /** Minutes of the chosen services together. */
  duration: z.number(),
  slots: z.array(bookingSlotWireSchema),
});
export type BookingAvailabilityWire = z.infer<typeof bookingAvailabilityWireSchema>;

export const bookingOtpBodySchema = z.object({ email: emailSchema });
export type BookingOtpBody = z.input<typeof bookingOtpBodySchema>;

/** The client's details on the booking form (the salon's note field stays the salon's). */
const bookingClientSchema = clientFieldsSchema
  .pick({ firstName: true, lastName: true, phoneNumber: true })
  .extend({ email: emailSchema });

/**
 * `POST /salon/{slug}/booking`: `employee_id` null books "anyone" free for the whole visit at `start`;
 * `employee_ids` instead names who does each service (null: anyone who performs it). The fields alone,
 * for forms that take some of them; `bookingBodySchema` adds the rule between the two.
 */
export const bookingBodyFieldsSchema = z.object({
  service_ids: serviceIdsSchema,
  employee_id: z.uuid('validation.appointment.employee').nullable().default(null),
  employee_ids: employeeIdsBodySchema.optional(),
  start: z.iso.datetime({ offset: true, error: 'validation.appointment.start' }),
  client: bookingClientSchema,
  code: otpCodeSchema,
  /** A freelancer's visit: where to go (its point decides the travel fee). */
  address: visitAddressSchema.nullable().default(null),
  note: z.string().trim().max(500, 'validation.appointment.noteMax').default(''),
  /** The client ticked "send me confirmations and reminders by WhatsApp" (offered when the salon sends them). */
  whatsapp_opt_in: z.boolean('validation.invalid').default(false),
});
export const bookingBodySchema = bookingBodyFieldsSchema.superRefine(refineEmployeeChoice);
export type BookingBody = z.input<typeof bookingBodySchema>;

export const bookingWireSchema = z.object({
  status: z.enum(['pending', 'reserved']),
  /** The client's visit page token (`/:langCode/visit/{token}`) of the first appointment. */
  visit_token: z.string(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  /** Who does the visit: first names, each once in the parts' order, joined by ", " (one when one does all). */
  employee: z.object({ name: z.string() }),
  /** `price_type` `starting_from`: the price is a starting price ("desde"); `employee`: who does this one. */
  services: z.array(
    z.object({
      name: z.string(),
      price: z.number(),
      start: z.string(),
      price_type: z.enum(PRICE_TYPES),
      employee: z.object({ name: z.string() }),
    }),
  ),
  travel_fee: z.number().nullable(),
  total: z.number(),
  /** The deposit the booking waits for (It stays pending until staff confirm it), or null. */
  deposit: depositWireSchema.nullable(),
});
export type BookingWire = z.infer<typeof bookingWireSchema>;

/**
 * The visit page's "change the time": free times of the same service (the booking page's range rules: a
 * range from year 1 answered 500 before), and the move.
 */
export const visitAvailabilityQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .superRefine(refineDayRange);
export const visitRescheduleBodySchema = z.object({
  start: z.iso.datetime({ offset: true, error: 'validation.appointment.start' }),
});
export type VisitRescheduleBody = z.input<typeof visitRescheduleBodySchema>;
