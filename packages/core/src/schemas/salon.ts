import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.js';
import { coordinatesSchema, listMetaSchema } from './company.js';
import { depositSettingsSchema, depositSettingsWireSchema } from './deposit.js';
import { formBoolean, formNumber, jsonField } from './json-field.js';
import { APPOINTMENT_MAILS } from './notification.js';
import { scheduleDaysSchema, scheduleWireSchema } from './schedule.js';
import { serviceAreaSchema, serviceAreaWireSchema } from './service-area.js';

export const SALON_SERVICE_TYPES = ['salon', 'freelancer'] as const;
export const SALON_STATUSES = ['active', 'disabled'] as const;
/** Verification after creation: requested, then approved (or rejected) by a platform administrator. */
export const SALON_VERIFICATION_STATUSES = ['requested', 'approved', 'rejected'] as const;
export const DEFAULT_TIME_ZONE = 'America/Caracas';

export const salonTitleSchema = z
  .string({ error: 'validation.salon.titleRequired' })
  .trim()
  .min(1, 'validation.salon.titleRequired')
  .min(2, 'validation.name.min')
  .max(50, 'validation.name.max');

export const salonDescriptionSchema = z
  .string({ error: 'validation.salon.descriptionRequired' })
  .trim()
  .min(10, 'validation.salon.descriptionMin')
  .max(500, 'validation.salon.descriptionMax');

/**
 * Handles are typed without spaces or @ (docs/product.md "Validation rules and limits"); the website is a
 * full URL.
 */
const handle = (pattern: RegExp, key: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().regex(pattern, key).optional())
    .optional();
export const socialLinksSchema = z.object({
  instagram: handle(/^[A-Za-z0-9._]{1,30}$/, 'validation.social.instagram'),
  tiktok: handle(/^[A-Za-z0-9._]{2,24}$/, 'validation.social.tiktok'),
  facebook: handle(/^[A-Za-z0-9.]{5,50}$/, 'validation.social.facebook'),
  site: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .url({ protocol: /^https?$/, error: 'validation.social.site' })
        .max(300, 'validation.social.site')
        .optional(),
    )
    .optional(),
});

const salonAddressSchema = z.object(
  {
    address: z.string().trim().min(1, 'validation.address.required').max(300, 'validation.address.tooLong'),
    reference_point: z.string().trim().max(200, 'validation.invalid').optional().default(''),
    additional_information: z.string().trim().max(300, 'validation.invalid').optional().default(''),
    place_id: z.string().trim().min(1, 'validation.address.placeId').max(300, 'validation.invalid'),
    city: z.string().trim().max(80, 'validation.invalid').optional().default(''),
    coordinates: coordinatesSchema,
  },
  { error: 'validation.address.required' },
);

const categoriesField = jsonField(
  z
    .array(z.uuid('validation.salon.categories'), 'validation.salon.categories')
    .min(1, 'validation.salon.categories')
    .max(10, 'validation.salon.categories'),
  'validation.salon.categories',
);

/** Hours before a visit the client's reminder goes out; null (sent as '', 'off' or 'null' in a form): none. */
export const REMINDER_LEAD_HOURS = [2, 24, 48] as const;
/** Which client messages go by WhatsApp (to clients who chose it): a JSON list of mail kinds, none to all. */
const whatsappMessagesField = jsonField(
  z
    .array(z.enum(APPOINTMENT_MAILS, 'validation.invalid'), 'validation.invalid')
    .max(APPOINTMENT_MAILS.length, 'validation.invalid')
    .transform((kinds) => [...new Set(kinds)]),
  'validation.invalid',
);

const reminderLeadField = z.preprocess(
  (value) =>
    value === '' || value === 'off' || value === 'null'
      ? null
      : typeof value === 'string'
        ? Number(value)
        : value,
  z.union([z.literal(2), z.literal(24), z.literal(48)], 'validation.invalid').nullable(),
);

/** A salon's public booking address: 3 to 60 lowercase letters, digits and single dashes. */
const SALON_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const salonSlugSchema = z
  .string('validation.salon.slug')
  .trim()
  .toLowerCase()
  .min(3, 'validation.salon.slug')
  .max(60, 'validation.salon.slug')
  .regex(SALON_SLUG_PATTERN, 'validation.salon.slug');

/** A readable slug from a name: accents dropped, anything else a dash, at most 50 characters. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 50)
    .replace(/^-+|-+$/g, '');

/** Choices the salon settings offer (the server accepts any whole number in range). */
export const CANCEL_NOTICE_HOURS = [1, 2, 6, 12, 24, 48, 72] as const;
export const BOOKING_NOTICE_MINUTES = [0, 30, 60, 120, 240, 720, 1440, 2880] as const;
export const BOOKING_WINDOW_DAYS = [7, 14, 30, 60, 90, 180, 365] as const;

const wholeNumber = (min: number, max: number) =>
  formNumber().pipe(
    z.number().int('validation.invalid').min(min, 'validation.invalid').max(max, 'validation.invalid'),
  );

const salonFields = {
  title: salonTitleSchema,
  description: salonDescriptionSchema,
  categories: categoriesField,
  email: emailSchema,
  phone: phoneSchema,
  address: jsonField(salonAddressSchema, 'validation.address.required'),
  ...socialLinksSchema.shape,
  use_penalty: formBoolean().optional(),
  cancels_allowed: wholeNumber(0, 50).optional(),
  cancel_notice_hours: wholeNumber(0, 168).optional(),
  reminder_lead_hours: reminderLeadField.optional(),
  online_booking: formBoolean().optional(),
  online_approval: formBoolean().optional(),
  booking_window_days: wholeNumber(1, 365).optional(),
  booking_notice_minutes: wholeNumber(0, 10_080).optional(),
  /** Deposits for online bookings; JSON in a form. */
  deposit: jsonField(depositSettingsSchema, 'validation.deposit.kind').optional(),
  /** How long a waitlist offer's link holds. */
  waitlist_offer_minutes: formNumber()
    .pipe(
      z
        .number()
        .int('validation.waitlist.offerMinutes')
        .min(5, 'validation.waitlist.offerMinutes')
        .max(1440, 'validation.waitlist.offerMinutes'),
    )
    .optional(),
  show_bolivares: formBoolean().optional(),
  whatsapp_enabled: formBoolean().optional(),
  whatsapp_messages: whatsappMessagesField.optional(),
  time_zone: z.string().trim().max(64).optional(),
};

/**
 * `POST /salon`: form-encoded or multipart (with `avatar` and `cover` files, both required at creation).
 * Opening hours come inline as `days` (JSON, seven days) or as the id of an existing `schedule`.
 */
export const createSalonBodySchema = z
  .object({
    ...salonFields,
    service_type: z.enum(SALON_SERVICE_TYPES, 'validation.salon.serviceType'),
    service_area: jsonField(serviceAreaSchema, 'validation.serviceArea.mode').optional(),
    days: jsonField(scheduleDaysSchema, 'validation.hours.days').optional(),
    schedule: z.uuid('validation.id').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.service_type === 'freelancer' && !body.service_area) {
      ctx.addIssue({ code: 'custom', path: ['service_area'], message: 'validation.serviceArea.required' });
    }
  });
export type CreateSalonBody = z.input<typeof createSalonBodySchema>;

/** `PUT /salon/{id}`: any subset, plus status and open/closed; new images replace the old ones. */
export const updateSalonBodySchema = z
  .object(salonFields)
  .partial()
  .extend({
    service_area: jsonField(serviceAreaSchema, 'validation.serviceArea.mode').optional(),
    status_salon: z.enum(SALON_STATUSES, 'validation.invalid').optional(),
    open_store: formNumber()
      .pipe(z.union([z.literal(0), z.literal(1)], 'validation.invalid'))
      .optional(),
    schedule: z.uuid('validation.id').optional(),
    slug: salonSlugSchema.optional(),
  });
export type UpdateSalonBody = z.input<typeof updateSalonBodySchema>;

export const salonListBodySchema = z.object({
  status: z.enum(['all', ...SALON_STATUSES], 'validation.invalid').default('all'),
});
export type SalonListBody = z.input<typeof salonListBodySchema>;

export const categoryWireSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_es: z.string(),
  name_en: z.string(),
});

const salonWireSchema = z.object({
  _id: z.string(),
  company: z.string(),
  companies_id: z.string(),
  title: z.string(),
  description: z.string(),
  categories: z.array(categoryWireSchema),
  email: z.string(),
  phone: z.string(),
  avatar: z.string().nullable(),
  cover: z.string().nullable(),
  use_penalty: z.number(),
  cancels_allowed: z.number(),
  /** 2, 24 or 48; null: no reminders. */
  reminder_lead_hours: z.number().nullable(),
  cancel_notice_hours: z.number(),
  slug: z.string(),
  online_booking: z.number(),
  online_approval: z.number(),
  booking_window_days: z.number(),
  booking_notice_minutes: z.number(),
  /** Deposits for online bookings and where clients pay them (`kind` none: none). */
  deposit: depositSettingsWireSchema,
  /** How long a waitlist offer's link holds. */
  waitlist_offer_minutes: z.number(),
  /** Prices show their bolívares at the day's official rate beside the dollars. */
  show_bolivares: z.boolean(),
  /** Whether this server can send WhatsApp messages (WHATSAPP_* set); without it the settings are hidden. */
  whatsapp_available: z.boolean(),
  whatsapp_enabled: z.boolean(),
  whatsapp_messages: z.array(z.enum(APPOINTMENT_MAILS)),
  address: z.object({
    address: z.string(),
    reference_point: z.string(),
    additional_information: z.string(),
    place_id: z.string(),
    city: z.string(),
  }),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  site: z.string().nullable(),
  open_store: z.number(),
  service_type: z.enum(SALON_SERVICE_TYPES),
  service_area: serviceAreaWireSchema.nullable(),
  status_process: z.enum(SALON_VERIFICATION_STATUSES),
  status_salon: z.enum(SALON_STATUSES),
  time_zone: z.string(),
  schedule: scheduleWireSchema.nullable(),
  created_at: z.string(),
});
export type SalonWire = z.infer<typeof salonWireSchema>;

export const salonResponseSchema = z.object({ data: salonWireSchema });
export const salonListResponseSchema = z.object({ data: z.array(salonWireSchema), meta: listMetaSchema });
export const categoryListResponseSchema = z.object({ data: z.array(categoryWireSchema) });

const checkCoordinate = (limit: number) =>
  z.coerce
    .number('validation.address.coordinates')
    .min(-limit, 'validation.address.coordinates')
    .max(limit, 'validation.address.coordinates');

export const serviceAreaCheckQuerySchema = z.object({
  lng: checkCoordinate(180),
  lat: checkCoordinate(90),
  city: z.string().trim().max(80, 'validation.invalid').optional(),
});
export const serviceAreaCheckResponseSchema = z.object({
  data: z.object({ inside: z.boolean(), travel_fee: z.number() }),
});

// ---- Gallery ----
export const GALLERY_KINDS = ['portfolio', 'interior'] as const;
export const galleryUploadFieldsSchema = z.object({
  salon_id: z.uuid('validation.id'),
  kind: z.enum(GALLERY_KINDS, 'validation.gallery.kind'),
});
export type GalleryUploadFields = z.input<typeof galleryUploadFieldsSchema>;
const galleryImageWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  kind: z.enum(GALLERY_KINDS),
  url: z.string(),
  thumbnail: z.string(),
  width: z.number(),
  height: z.number(),
  created_at: z.string(),
});
export type GalleryImageWire = z.infer<typeof galleryImageWireSchema>;
export const galleryListResponseSchema = z.object({
  data: z.array(galleryImageWireSchema),
  meta: z.object({ total: z.number(), limit: z.number() }),
});
