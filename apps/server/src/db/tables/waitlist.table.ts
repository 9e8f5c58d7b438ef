import { LANGUAGES, WAITLIST_ENTRY_STATUSES, WAITLIST_OFFER_STATUSES, WAITLIST_SOURCES } from '@salon/core';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointment.table.js';
import { clients } from './client.table.js';
import { companies } from './company.table.js';
import { employees } from './employee.table.js';
import { salons } from './salon.table.js';
import { services } from './service.table.js';

/**
 * A client waiting for a time (issue 29): one service, anyone or one employee, a range of local days and
 * optionally of times of day (minutes since midnight). The order of the list is `created_at` (then `id`,
 * time-ordered). An entry leaves `waiting` when it is booked, removed, or its last day has passed.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    /** Null: anyone who performs the service. */
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    /** Local minutes since midnight: the visit starts at or after `fromMinute` and ends by `toMinute`. */
    fromMinute: integer('from_minute'),
    toMinute: integer('to_minute'),
    note: text('note').notNull().default(''),
    status: text('status', { enum: WAITLIST_ENTRY_STATUSES }).notNull().default('waiting'),
    source: text('source', { enum: WAITLIST_SOURCES }).notNull(),
    /** The language of the client's offers: the booking page's, or the client's own for staff entries. */
    language: text('language', { enum: LANGUAGES }).notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it stopped waiting (booked, removed, expired). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('waitlist_entries_waiting_idx')
      .on(table.salonId, table.createdAt, table.id)
      .where(sql`${table.status} = 'waiting'`),
    index('waitlist_entries_salon_idx').on(table.salonId, table.createdAt),
    index('waitlist_entries_client_idx').on(table.clientId),
    index('waitlist_entries_company_idx').on(table.companyId),
  ],
);

/**
 * A time offered to a waiting entry: one employee, start and end, and a link that holds until `expiresAt`.
 * Only the SHA-256 of the link's secret is kept. At most one open offer per entry.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id')
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    status: text('status', { enum: WAITLIST_OFFER_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('waitlist_offers_open_uq')
      .on(table.entryId)
      .where(sql`${table.status} = 'open'`),
    index('waitlist_offers_open_idx')
      .on(table.salonId, table.employeeId, table.startsAt)
      .where(sql`${table.status} = 'open'`),
    index('waitlist_offers_entry_idx').on(table.entryId),
    index('waitlist_offers_company_idx').on(table.companyId),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
