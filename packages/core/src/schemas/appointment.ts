import { z } from 'zod';
import {
  APPOINTMENT_PAYMENT_METHODS,
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  BOOKING_MAX_SERVICES,
  FREE_DAYS,
} from '../constants.js';
import { CREATE_STATUSES } from '../appointment-status.js';
import { clientFieldsSchema } from './client.js';
import { listMetaSchema } from './company.js';
import { listCursorsSchema, pageCursorQuerySchema } from './page-cursor.js';
import { dateSchema } from './employee.js';
import { formBoolean, formNumber, jsonField } from './json-field.js';
import { pagingSchema } from './service.js';
import { dollarsSchema } from './service-area.js';
import { visitTotalsWireSchema } from './visit-totals.js';

const statusSchema = z.enum(APPOINTMENT_STATUSES, 'validation.appointment.status');
/** Which occurrences of a repeating series a change takes: this one, this and the following, or all. */
export const SERIES_SCOPES = ['one', 'following', 'all'] as const;
const seriesScopeSchema = z.enum(SERIES_SCOPES, 'validation.series.scope').default('one');
const instantSchema = (key: string) => z.iso.datetime({ offset: true, error: key });

const COORDINATES = 'validation.address.coordinates';

/**
 * A freelancer visit's address (docs/product.md "Entities and their fields": the client's address); its point
 * decides the travel fee.
 */
export const visitAddressSchema = z.object({
  address: z.string().trim().min(1, 'validation.address.required').max(300, 'validation.address.tooLong'),
  city: z.string().trim().max(100, 'validation.invalid').default(''),
  coordinates: z.tuple(
    [
      z.number(COORDINATES).min(-180, COORDINATES).max(180, COORDINATES),
      z.number(COORDINATES).min(-90, COORDINATES).max(90, COORDINATES),
    ],
    COORDINATES,
  ),
});
export type VisitAddress = z.output<typeof visitAddressSchema>;

/** The fields of the new/edit appointment dialog that both create and update carry. */
const appointmentFieldsSchema = z.object({
  service_id: z.uuid('validation.appointment.service'),
  employee_id: z.uuid('validation.appointment.employee'),
  start: instantSchema('validation.appointment.start'),
  /** Optional: the service duration times the service count when absent. */
  end: instantSchema('validation.appointment.end').optional(),
  /** Dollars; when absent, the service's price at the start (a running promotion's, else discount, else regular). */
  price: dollarsSchema('validation.money.invalid').optional(),
  payment_method: z
    .enum(APPOINTMENT_PAYMENT_METHODS, 'validation.appointment.paymentMethod')
    .nullable()
    .optional(),
  note: z.string().trim().max(1000, 'validation.appointment.noteMax').default(''),
  client_phone: z.string().trim().max(25, 'validation.phone.invalid').default(''),
  address: jsonField(visitAddressSchema.nullable()).optional(),
  service_count: formNumber('validation.appointment.serviceCount')
    .pipe(
      z
        .number()
        .int('validation.appointment.serviceCount')
        .min(1, 'validation.appointment.serviceCount')
        .max(20, 'validation.appointment.serviceCount'),
    )
    .default(1),
  /** An owner or manager may book outside the employee's hours or on a day off, on purpose. */
  override_hours: formBoolean().default(false),
});

const endAfterStart = (value: { start?: string; end?: string }, ctx: z.RefinementCtx) => {
  if (value.start && value.end && Date.parse(value.end) <= Date.parse(value.start)) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.appointment.endAfterStart' });
  }
};

/** A later service of a visit booked by the staff, and who does it. */
export const nextServiceSchema = z.object({
  service_id: z.uuid('validation.appointment.service'),
  employee_id: z.uuid('validation.appointment.employee'),
});
export type NextService = z.output<typeof nextServiceSchema>;

/** POST /appointment: an existing client (`client_id`) or a new one entered inline with all details. */
export const createAppointmentBodySchema = appointmentFieldsSchema
  .extend({
    salon_id: z.uuid('validation.salonRequired'),
    client_id: z.uuid('validation.appointment.client').optional(),
    client: jsonField(clientFieldsSchema).optional(),
    status: z.enum(CREATE_STATUSES, 'validation.appointment.status').default('reserved'),
    /**
     * More services in the same visit, each after the one before, each with its employee: one
     * visit, one confirmation and one reminder for the client. The first service is `service_id`.
     */
    next_services: jsonField(
      z
        .array(nextServiceSchema, 'validation.appointment.nextServices')
        .max(BOOKING_MAX_SERVICES - 1, 'validation.appointment.nextServices'),
    ).default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.client_id === !value.client) {
      ctx.addIssue({ code: 'custom', path: ['client_id'], message: 'validation.appointment.client' });
    }
    endAfterStart(value, ctx);
  });
export type CreateAppointmentBody = z.output<typeof createAppointmentBodySchema>;
export type CreateAppointmentBodyInput = z.input<typeof createAppointmentBodySchema>;

/** PUT /appointment/{id}: edit or reschedule; the fields it carries change, the others stay. */
export const updateAppointmentBodySchema = appointmentFieldsSchema
  .partial()
  .extend({
    override_hours: formBoolean().default(false),
    client_id: z.uuid('validation.appointment.client').optional(),
    /**
     * With a new `start` on a part of a visit of several services: move every standing part by the same
     * amount; nothing else may change in the same call. Without it only this part moves.
     */
    whole_visit: formBoolean().default(false),
    /**
     * On an occurrence of a repeating series, with a new `start`, `employee_id`, `price` or `note`: this one,
     * this and the following, or every standing occurrence still ahead moved by the same time (and to that
     * employee), at that price and with that note; nothing else changes in the same call.
     */
    series_scope: seriesScopeSchema,
  })
  .superRefine(endAfterStart);
export type UpdateAppointmentBody = z.output<typeof updateAppointmentBodySchema>;
export type UpdateAppointmentBodyInput = z.input<typeof updateAppointmentBodySchema>;

export const appointmentStatusBodySchema = z.object({
  status: statusSchema,
  /**
   * For an occurrence of a repeating series, cancelling: this one, this and the following ones, or the whole
   * series (those still ahead and standing). Other statuses change one appointment.
   */
  series_scope: seriesScopeSchema,
});
export type AppointmentStatusBody = z.input<typeof appointmentStatusBodySchema>;

/** GET /appointment: the calendar's range, with its filters. */
export const calendarQuerySchema = z
  .object({
    salon_id: z.uuid('validation.salonRequired'),
    from: instantSchema('validation.appointment.start'),
    to: instantSchema('validation.appointment.end'),
    employee_id: z.uuid('validation.id').optional(),
    service_id: z.uuid('validation.id').optional(),
    /** One status or several, comma-separated. */
    status: z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').filter(Boolean) : []))
      .pipe(z.array(statusSchema)),
  })
  .superRefine((value, ctx) => {
    const span = Date.parse(value.to) - Date.parse(value.from);
    if (span <= 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.appointment.endAfterStart' });
    // Six weeks covers a month view with its leading and trailing days.
    if (span > 43 * 86_400_000)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.appointment.range' });
  });

/** GET /appointment/list: tabs Future and Past, a search over client, employee and service names. */
export const appointmentListQuerySchema = pagingSchema.extend({
  salon_id: z.uuid('validation.salonRequired'),
  tab: z.enum(['future', 'past'], 'validation.invalid').default('future'),
  q: z.string().trim().max(100, 'validation.invalid').default(''),
  cursor: pageCursorQuerySchema,
});

/** What a staff free-times question names: the visit (its first service, count, later services) and who. */
const availabilityFieldsSchema = z.object({
  service_id: z.uuid('validation.appointment.service'),
  employee_id: z.uuid('validation.id').optional(),
  from: dateSchema,
  to: dateSchema,
  service_count: z.coerce.number().int().min(1).max(20).default(1),
  /** When rescheduling, the appointment being moved does not block itself. */
  exclude_appointment_id: z.uuid('validation.id').optional(),
  /**
   * A visit's later services and who does each, `service_id:employee_id` comma-separated: a
   * start is free only when each of them fits after the one before with its employee.
   */
  next_services: z
    .string()
    .optional()
    .transform((value) =>
      (value ? value.split(',').filter(Boolean) : []).map((pair) => {
        const [service_id, employee_id] = pair.split(':');
        return { service_id, employee_id };
      }),
    )
    .pipe(z.array(nextServiceSchema).max(BOOKING_MAX_SERVICES - 1, 'validation.appointment.nextServices')),
});

/** GET /appointment/availability: free start times of a service over local dates, for one employee or any. */
export const appointmentAvailabilityQuerySchema = availabilityFieldsSchema.superRefine((value, ctx) => {
  if (value.to < value.from)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.appointment.endAfterStart' });
  if (Date.parse(value.to) - Date.parse(value.from) > 42 * 86_400_000) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.appointment.range' });
  }
});

/** How many "next days with a free time" to answer (docs/decisions.md "Next free days"). */
export const freeDaysLimitSchema = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(FREE_DAYS.max, 'validation.invalid')
  .default(FREE_DAYS.shown);

/**
 * GET /appointment/availability/days: the next local days, from `from` on, with a free start for the whole
 * visit (the same question as the free times, without an end).
 */
export const appointmentFreeDaysQuerySchema = availabilityFieldsSchema
  .omit({ to: true })
  .extend({ limit: freeDaysLimitSchema });

/** The days a free-days question found, soonest first (none: nothing free within the search). */
export const freeDaysResponseSchema = z.object({
  data: z.object({ time_zone: z.string(), days: z.array(z.string()) }),
});
export type FreeDaysWire = z.infer<typeof freeDaysResponseSchema>['data'];

/** GET /appointment/future-count: how many future appointments a deactivation would cancel. */
export const futureCountQuerySchema = z
  .object({
    client_id: z.uuid('validation.id').optional(),
    employee_id: z.uuid('validation.id').optional(),
    service_id: z.uuid('validation.id').optional(),
  })
  .refine((value) => [value.client_id, value.employee_id, value.service_id].filter(Boolean).length === 1, {
    path: ['client_id'],
    message: 'validation.invalid',
  });

export const appointmentWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  /** The local date in the salon's time zone. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  time_zone: z.string(),
  client: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), phoneNumber: z.string() }),
  employee: z.object({ _id: z.string(), name: z.string() }),
  service: z.object({ _id: z.string(), name: z.string(), duration: z.number() }),
  price: z.number(),
  /** The promotion whose price was booked; the price stays when the promotion later changes or ends. */
  promotion: z.object({ _id: z.string(), title: z.string() }).nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Seen only by the salon's staff, never by the client. */
  note: z.string(),
  payment_method: z.enum(APPOINTMENT_PAYMENT_METHODS).nullable(),
  client_phone: z.string(),
  address: z
    .object({ address: z.string(), city: z.string(), coordinates: z.tuple([z.number(), z.number()]) })
    .nullable(),
  travel_fee: z.number().nullable(),
  service_count: z.number(),
  /** The visit this appointment is a part of (its first part's id), or null for a visit of its own. */
  visit_id: z.string().nullable(),
  /**
   * The totals of the visit it is a part of (null: a visit of its own): answered by the lists, the visit's
   * read and every write; the calendar leaves them out.
   */
  visit: visitTotalsWireSchema.nullable().optional(),
  /** The repeating series it is an occurrence of, or null. */
  series_id: z.string().nullable(),
  /**
   * Buffers and processing gap as booked, in minutes: the employee is busy from `start - before`
   * to `end + after`, free from `start + processing_start` for `processing_minutes`. Null: none of them.
   */
  timing: z
    .object({
      buffer_before: z.number(),
      buffer_after: z.number(),
      processing_start: z.number(),
      processing_minutes: z.number(),
    })
    .nullable(),
  /** `online`: the client booked it on the salon's booking page. */
  source: z.enum(APPOINTMENT_SOURCES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppointmentWire = z.infer<typeof appointmentWireSchema>;
export const appointmentResponseSchema = z.object({ data: appointmentWireSchema });
export const appointmentListResponseSchema = z.object({
  data: z.array(appointmentWireSchema),
  /** `capped`: a text search matched more than `total` (the cap); it stops counting there. */
  meta: listMetaSchema.extend({ capped: z.literal(true).optional() }),
  cursors: listCursorsSchema,
});
export const calendarResponseSchema = z.object({ data: z.array(appointmentWireSchema) });

export const appointmentAvailabilityResponseSchema = z.object({
  data: z.object({
    time_zone: z.string(),
    slots: z.array(z.object({ start: z.string(), end: z.string(), employee_ids: z.array(z.string()) })),
  }),
});
export const futureCountResponseSchema = z.object({ data: z.object({ count: z.number() }) });
