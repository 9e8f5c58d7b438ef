import { z } from 'zod';
import { PRICE_TYPES, RECORD_STATUSES, SERVICE_BUFFER, SERVICE_DURATION } from '../constants.js';
import { listMetaSchema } from './company.js';
import { formBoolean, formNumber } from './json-field.js';
import { dollarsSchema } from './service-area.js';

/**
 * A service or group name (docs/product.md "Validation rules and limits"; the older minimum of 5 is gone).
 */
export const catalogueNameSchema = z
  .string({ error: 'validation.name.required' })
  .trim()
  .min(1, 'validation.name.required')
  .min(2, 'validation.name.min')
  .max(50, 'validation.name.max');

const salonIdSchema = z.uuid('validation.salonRequired');
const statusSchema = z.enum(RECORD_STATUSES, 'validation.invalid');
const listStatusSchema = z.enum(['all', ...RECORD_STATUSES], 'validation.invalid').default('all');

export const pagingSchema = z.object({
  page: z.coerce.number().int().min(1, 'validation.invalid').default(1),
  limit: z.coerce.number().int().min(1).max(100, 'validation.invalid').default(20),
});

/** An optional money field: empty, null or absent all mean "none". */
const optionalDollars = (key: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    dollarsSchema(key).nullable(),
  );

/** Minutes on the 5-minute grid, from 0 to the buffer maximum; empty means 0. */
const bufferMinutes = (key: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    formNumber(key).pipe(
      z
        .number()
        .int(key)
        .min(0, key)
        .max(SERVICE_BUFFER.max, key)
        .refine((value) => value % SERVICE_BUFFER.step === 0, key),
    ),
  );

// ---- Service groups --------------------------------------------------------------------------------------

export const serviceGroupListQuerySchema = z.object({ salon_id: salonIdSchema });
export const createServiceGroupBodySchema = z.object({ salon_id: salonIdSchema, name: catalogueNameSchema });
export type CreateServiceGroupBody = z.input<typeof createServiceGroupBodySchema>;
export const updateServiceGroupBodySchema = z.object({ name: catalogueNameSchema });
export type UpdateServiceGroupBody = z.input<typeof updateServiceGroupBodySchema>;

const serviceGroupWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  name: z.string(),
  services_count: z.number(),
  active_services_count: z.number(),
  created_at: z.string(),
});
export type ServiceGroupWire = z.infer<typeof serviceGroupWireSchema>;
export const serviceGroupResponseSchema = z.object({ data: serviceGroupWireSchema });
export const serviceGroupListResponseSchema = z.object({ data: z.array(serviceGroupWireSchema) });

// ---- Services --------------------------------------------------------------------------------------------

/**
 * The service form (docs/product.md "Entities and their fields" and "Validation rules and limits"): the price
 * is never 0.00, a discount is below the regular price, a remote service charges more than 0 for going, the
 * duration fits the booking grid.
 */
export const serviceFieldsSchema = z
  .object({
    name: catalogueNameSchema,
    group: z.uuid('validation.service.groupRequired'),
    regular_price: dollarsSchema('validation.service.price').refine(
      (value) => value > 0,
      'validation.service.priceZero',
    ),
    discount_price: optionalDollars('validation.service.discount'),
    duration: formNumber('validation.service.durationRequired').pipe(
      z
        .number()
        .int('validation.service.duration')
        .min(SERVICE_DURATION.min, 'validation.service.duration')
        .max(SERVICE_DURATION.max, 'validation.service.duration')
        .refine((value) => value % SERVICE_DURATION.step === 0, 'validation.service.duration'),
    ),
    description: z.string().trim().max(500, 'validation.service.descriptionMax').default(''),
    remote: formBoolean().default(false),
    /** Online bookings of it need a deposit when the salon takes deposits. */
    deposit_required: formBoolean().default(false),
    remote_charge: optionalDollars('validation.service.remoteCharge'),
    price_type: z.enum(PRICE_TYPES, 'validation.service.priceType'),
    status: statusSchema.default('active'),
    /** Preparation before and clean-up after: the employee is busy, the client is not told. */
    buffer_before: bufferMinutes('validation.service.buffer'),
    buffer_after: bufferMinutes('validation.service.buffer'),
    /** A processing gap inside the service (0 and 0: none): the employee may take someone else meanwhile. */
    processing_start: bufferMinutes('validation.service.processingStart'),
    processing_minutes: bufferMinutes('validation.service.processingMinutes'),
  })
  .superRefine((service, ctx) => {
    if (service.processing_minutes > 0 || service.processing_start > 0) {
      if (service.processing_minutes === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['processing_minutes'],
          message: 'validation.service.processingMinutes',
        });
      } else if (service.processing_start === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['processing_start'],
          message: 'validation.service.processingStart',
        });
      } else if (service.processing_start + service.processing_minutes >= service.duration) {
        ctx.addIssue({
          code: 'custom',
          path: ['processing_minutes'],
          message: 'validation.service.processingFit',
        });
      }
    }
    if (service.discount_price !== null) {
      if (service.discount_price <= 0 || service.discount_price >= service.regular_price) {
        ctx.addIssue({ code: 'custom', path: ['discount_price'], message: 'validation.service.discount' });
      }
    }
    if (service.remote && !(service.remote_charge !== null && service.remote_charge > 0)) {
      ctx.addIssue({ code: 'custom', path: ['remote_charge'], message: 'validation.service.remoteCharge' });
    }
  });
export type ServiceFields = z.output<typeof serviceFieldsSchema>;

export const createServiceBodySchema = z.intersection(
  z.object({ salon_id: salonIdSchema }),
  serviceFieldsSchema,
);
export type CreateServiceBody = z.input<typeof createServiceBodySchema>;
/** PUT replaces the service's fields: the edit form always sends all of them. */
export const updateServiceBodySchema = serviceFieldsSchema;
export type UpdateServiceBody = z.input<typeof updateServiceBodySchema>;
export const statusBodySchema = z.object({ status: statusSchema });
export type StatusBody = z.input<typeof statusBodySchema>;

export const serviceListQuerySchema = pagingSchema.extend({
  salon_id: salonIdSchema,
  q: z.string().trim().max(100, 'validation.invalid').default(''),
  group: z.uuid('validation.id').optional(),
  status: listStatusSchema,
});

const serviceWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  name: z.string(),
  group: z.object({ _id: z.string(), name: z.string() }),
  regular_price: z.number(),
  discount_price: z.number().nullable(),
  duration: z.number(),
  description: z.string(),
  remote: z.boolean(),
  remote_charge: z.number().nullable(),
  deposit_required: z.boolean(),
  price_type: z.enum(PRICE_TYPES),
  status: z.enum(RECORD_STATUSES),
  buffer_before: z.number(),
  buffer_after: z.number(),
  processing_start: z.number(),
  processing_minutes: z.number(),
  /** A promotion running today (salon's zone) that covers the service, with the price it gives. */
  promotion: z.object({ _id: z.string(), title: z.string(), price: z.number(), end: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ServiceWire = z.infer<typeof serviceWireSchema>;
export const serviceResponseSchema = z.object({ data: serviceWireSchema });
export const serviceListResponseSchema = z.object({ data: z.array(serviceWireSchema), meta: listMetaSchema });

/** `GET /service/{id}/test`: the service as a client will see it (docs/product.md "Screens and routes"). */
const servicePreviewWireSchema = z.object({
  service: serviceWireSchema,
  /** What a client pays now: a running promotion's price, else the discount price, else the regular price. */
  price: z.number(),
  /** The promotion that sets `price`, if one does. */
  promotion: z.object({ _id: z.string(), title: z.string() }).nullable(),
  employees: z.array(z.object({ _id: z.string(), name: z.string(), avatar: z.string().nullable() })),
  /** The salon's time zone: the free times read in it (docs/product.md "Time zones"). */
  time_zone: z.string(),
  /** The next free start times (ISO instants), soonest first, with who is free then. */
  next_free_times: z.array(z.object({ start: z.string(), employee_id: z.string() })),
});
export type ServicePreviewWire = z.infer<typeof servicePreviewWireSchema>;
export const servicePreviewResponseSchema = z.object({ data: servicePreviewWireSchema });
