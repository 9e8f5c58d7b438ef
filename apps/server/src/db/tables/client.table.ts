import { LANGUAGES, MESSAGE_CHANNELS, RECORD_STATUSES, WHATSAPP_OPT_IN_SOURCES } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/**
 * A salon's client. One person known to several salons is one row per salon, so a salon never sees another
 * salon's note, status or visits; the search by exact e-mail or phone copies only who the person is.
 */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** None for a client reached only by phone (WhatsApp); unique per salon when there is one. */
    email: text('email'),
    phone: text('phone').notNull(),
    /** The phone's digits alone, so "+58 412-555 0101" and "584125550101" are found as one. */
    phoneDigits: text('phone_digits').notNull(),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('active'),
    note: text('note').notNull().default(''),
    /** The language of the client's mails and messages; null: the salon owner's (as before clients had one). */
    language: text('language', { enum: LANGUAGES }),
    /** How the client gets their appointment messages; `whatsapp` only after they agreed (below). */
    messageChannel: text('message_channel', { enum: MESSAGE_CHANNELS }).notNull().default('email'),
    /** When and how the client agreed to WhatsApp messages; kept when they go back to e-mail. */
    whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
    whatsappOptInSource: text('whatsapp_opt_in_source', { enum: WHATSAPP_OPT_IN_SOURCES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'clients_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'clients_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    // The list's order (newest first, then id), for the whole salon and for one status: keyset pages.
    index('clients_salon_created_id_idx').on(table.companyId, table.salonId, table.createdAt, table.id),
    index('clients_salon_status_created_id_idx').on(
      table.companyId,
      table.salonId,
      table.status,
      table.createdAt,
      table.id,
    ),
    uniqueIndex('clients_salon_email_uq').on(table.salonId, table.email, table.companyId),
    index('clients_email_idx').on(table.email),
    index('clients_phone_digits_idx').on(table.phoneDigits),
  ],
);

/**
 * How many clients a salon has per status, kept by database triggers in the same transaction as every
 * change (custom migration 0022): the list's count without counting 100,000 rows on every page.
 */
export const clientCounts = pgTable(
  'client_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    status: text('status', { enum: RECORD_STATUSES }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'client_counts_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'client_counts_pkey', columns: [table.salonId, table.status, table.companyId] }),
  ],
);

/**
 * A client's figures (definitions in docs/decisions.md "Client figures"), one row per client, kept by
 * database triggers in the same transaction as every change (custom SQL in migration 0037): the list sorts by
 * them without reading a salon's million appointments. The appointment figures are recomputed from the
 * client's own appointments (the client index bounds it); `late_cancels` only grows, from the event log's
 * online cancellations, as the cancellation limit counts them.
 */
export const clientStats = pgTable(
  'client_stats',
  {
    clientId: uuid('client_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    visits: integer('visits').notNull().default(0),
    spentCents: bigint('spent_cents', { mode: 'number' }).notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    lateCancels: integer('late_cancels').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'client_stats_pkey', columns: [table.clientId, table.companyId] }),
    foreignKey({
      name: 'client_stats_client_id_fk',
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'client_stats_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    // One per sort of the list (figure, then id): a page of a sorted list reads an index, not every client.
    index('client_stats_last_visit_idx').on(
      table.companyId,
      table.salonId,
      sql`coalesce(${table.lastVisitAt}, '-infinity'::timestamptz)`,
      table.clientId,
    ),
    index('client_stats_visits_idx').on(table.companyId, table.salonId, table.visits, table.clientId),
    index('client_stats_spent_idx').on(table.companyId, table.salonId, table.spentCents, table.clientId),
    index('client_stats_no_shows_idx').on(table.companyId, table.salonId, table.noShows, table.clientId),
    index('client_stats_late_cancels_idx').on(
      table.companyId,
      table.salonId,
      table.lateCancels,
      table.clientId,
    ),
  ],
);

export type ClientStatsRow = typeof clientStats.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
