import { z } from 'zod';
import {
  APPOINTMENT_STATUSES,
  LANGUAGES,
  MESSAGE_CHANNELS,
  RECORD_STATUSES,
  WHATSAPP_OPT_IN_SOURCES,
} from '../constants.js';
import { emailSchema, personNameSchema, phoneSchema } from './common.js';
import { listMetaSchema } from './company.js';
import { listCursorsSchema, pageCursorQuerySchemaFor, TIMESTAMP_CURSOR_KEY } from './page-cursor.js';
import { pagingSchema } from './service.js';
import { visitTotalsWireSchema } from './visit-totals.js';

const clientLanguageSchema = z.enum(LANGUAGES, 'validation.invalid').nullable();
/**
 * `whatsapp` says the client agreed to WhatsApp messages (staff asked them): the agreement is recorded with its
 * date, by staff. Back to `email` keeps that record.
 */
const messageChannelSchema = z.enum(MESSAGE_CHANNELS, 'validation.invalid');
/**
 * Many clients have only a phone (WhatsApp): the e-mail is optional, blank is none (null), and the phone
 * stays required (docs/decisions.md "Clients without e-mail").
 */
export const optionalEmailSchema = z.preprocess(
  (value) => (value === undefined || (typeof value === 'string' && !value.trim()) ? null : value),
  emailSchema.nullable(),
);

/**
 * The client form (docs/product.md "Entities and their fields" and "Validation rules and limits"). The note
 * is the salon's own and never leaves it.
 */
export const clientFieldsSchema = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: optionalEmailSchema,
  phoneNumber: phoneSchema,
  note: z.string().trim().max(1000, 'validation.client.noteMax').default(''),
  /** The language of the client's mails and messages; null: the salon's (its owner's). */
  language: clientLanguageSchema.default(null),
  message_channel: messageChannelSchema.default('email'),
});
export type ClientFields = z.output<typeof clientFieldsSchema>;

export const createClientBodySchema = clientFieldsSchema.extend({
  salon_id: z.uuid('validation.salonRequired'),
});
export type CreateClientBody = z.input<typeof createClientBodySchema>;
/** Only the fields sent change; note and language have no default here, or an edit of the name would clear them. */
export const updateClientBodySchema = clientFieldsSchema
  .extend({
    note: z.string().trim().max(1000, 'validation.client.noteMax'),
    language: clientLanguageSchema,
    message_channel: messageChannelSchema,
  })
  .partial();
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

/**
 * Find a person already in the system by exact e-mail or phone
 * (docs/product.md "Validation rules and limits": "a valid e-mail or phone").
 */
export const clientLookupSchema = z
  .object({
    salon_id: z.uuid('validation.salonRequired'),
    email: z.preprocess((value) => (value === '' ? undefined : value), emailSchema.optional()),
    phone: z.preprocess((value) => (value === '' ? undefined : value), phoneSchema.optional()),
  })
  .refine((lookup) => !!lookup.email !== !!lookup.phone, {
    path: ['email'],
    message: 'validation.client.lookup',
  });
export type ClientLookup = z.output<typeof clientLookupSchema>;

/**
 * What the client list sorts by: when the client was added (the default, newest first), or one of
 * their figures (docs/decisions.md "Client figures"); ties by id.
 */
export const CLIENT_SORTS = [
  'created',
  'last_visit',
  'visits',
  'total_spent',
  'no_shows',
  'late_cancellations',
] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];
export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The sorts whose cursor key is a timestamp (a last visit never made is `-infinity`); the others count. */
const TIMESTAMP_SORTS: readonly ClientSort[] = ['created', 'last_visit'];
const INTEGER_KEY = /^\d{1,18}$/;
const clientCursorKey = new RegExp(`${TIMESTAMP_CURSOR_KEY.source}|^-infinity$|${INTEGER_KEY.source}`);

export const clientListQuerySchema = pagingSchema
  .extend({
    salon_id: z.uuid('validation.salonRequired'),
    q: z.string().trim().max(100, 'validation.invalid').default(''),
    status: z.enum(['all', ...RECORD_STATUSES], 'validation.invalid').default('all'),
    sort: z.enum(CLIENT_SORTS, 'validation.invalid').default('created'),
    order: z.enum(SORT_ORDERS, 'validation.invalid').default('desc'),
    cursor: pageCursorQuerySchemaFor(clientCursorKey),
  })
  .superRefine((query, ctx) => {
    // A cursor handed out for another sort cannot be compared with this one's keys: 400, never a 500.
    if (!query.cursor) return;
    const { key } = query.cursor;
    const fits = TIMESTAMP_SORTS.includes(query.sort)
      ? TIMESTAMP_CURSOR_KEY.test(key) || (query.sort === 'last_visit' && key === '-infinity')
      : INTEGER_KEY.test(key);
    if (!fits) ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'validation.invalid' });
  });

/** How the client's next message goes (docs/decisions.md "Clients without e-mail"); null: no way at all. */
export const CLIENT_REACHES = ['whatsapp', 'email'] as const;
export const clientReachSchema = z.enum(CLIENT_REACHES).nullable();
export type ClientReach = z.infer<typeof clientReachSchema>;

const clientWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** null: the client has no e-mail. */
  email: z.string().nullable(),
  phoneNumber: z.string(),
  status: z.enum(RECORD_STATUSES),
  note: z.string(),
  language: z.enum(LANGUAGES).nullable(),
  message_channel: z.enum(MESSAGE_CHANNELS),
  /** When and how the client agreed to WhatsApp messages; null: never. */
  whatsapp_opt_in: z.object({ at: z.string(), source: z.enum(WHATSAPP_OPT_IN_SOURCES) }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ClientWire = z.infer<typeof clientWireSchema>;
export const clientResponseSchema = z.object({ data: clientWireSchema });

/** A client with their figures (docs/decisions.md "Client figures"): the list's rows and the profile. */
const clientWithFiguresWireSchema = clientWireSchema.extend({
  /** The start of the last done appointment; null: none yet. */
  last_visit: z.string().nullable(),
  /** Done visits (a visit of several services once). */
  visits: z.number(),
  /** Dollars: the done appointments' prices and travel fees. */
  total_spent: z.number(),
  no_shows: z.number(),
  late_cancellations: z.number(),
  /** Where an appointment's confirmation to this client goes now. */
  reached_by: clientReachSchema,
});
export type ClientWithFiguresWire = z.infer<typeof clientWithFiguresWireSchema>;
export const clientWithFiguresResponseSchema = z.object({ data: clientWithFiguresWireSchema });
export const clientListResponseSchema = z.object({
  data: z.array(clientWithFiguresWireSchema),
  meta: listMetaSchema,
  cursors: listCursorsSchema,
});

/** A person found by e-mail or phone: only who they are, never another salon's notes, status or visits. */
export const clientSearchResponseSchema = z.object({
  data: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string(),
    /** This salon's client with that e-mail or phone, when it already has one. */
    client_id: z.string().nullable(),
  }),
});

export const clientVisitsQuerySchema = pagingSchema.extend({
  tab: z.enum(['reserved', 'history'], 'validation.invalid').default('reserved'),
});
const clientVisitWireSchema = z.object({
  _id: z.string(),
  start: z.string(),
  end: z.string(),
  employee: z.object({ _id: z.string(), name: z.string() }),
  service: z.object({ _id: z.string(), name: z.string() }),
  price: z.number(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The totals of the visit of several services it is a part of; null for a visit of its own. */
  visit: visitTotalsWireSchema.nullable(),
});
export type ClientVisitWire = z.infer<typeof clientVisitWireSchema>;
export const clientVisitsResponseSchema = z.object({
  data: z.array(clientVisitWireSchema),
  meta: listMetaSchema,
});
