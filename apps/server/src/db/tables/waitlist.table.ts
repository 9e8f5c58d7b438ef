import { LANGUAGES, WAITLIST_ENTRY_STATUSES, WAITLIST_OFFER_STATUSES, WAITLIST_SOURCES } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  primaryKey,
  foreignKey,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointment.table.js';
import { clients } from './client.table.js';
import { companies } from './company.table.js';
import { employees } from './employee.table.js';
import { salons } from './salon.table.js';
import { services } from './service.table.js';

/**
 * A client waiting for a time: one service, anyone or one employee, a range of local days and
 * optionally of times of day (minutes since midnight). The order of the list is `created_at` (then `id`,
 * time-ordered). An entry leaves `waiting` when it is booked, removed, or its last day has passed.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    clientId: uuid('client_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    /** Null: anyone who performs the service. */
    employeeId: uuid('employee_id'),
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
    appointmentId: uuid('appointment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it stopped waiting (booked, removed, expired). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'waitlist_entries_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'waitlist_entries_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_client_id_fk',
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_service_id_fk',
      columns: [table.companyId, table.serviceId],
      foreignColumns: [services.companyId, services.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_employee_id_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_entries_appointment_id_fk',
      columns: [table.companyId, table.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('set null'),
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
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Unique across companies through `shard_routes` ('waitlist_offer'); the offer is found by index. */
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: WAITLIST_OFFER_STATUSES }).notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    appointmentId: uuid('appointment_id'),
  },
  (table) => [
    primaryKey({ name: 'waitlist_offers_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'waitlist_offers_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_offers_entry_id_fk',
      columns: [table.companyId, table.entryId],
      foreignColumns: [waitlistEntries.companyId, waitlistEntries.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_offers_employee_id_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'waitlist_offers_appointment_id_fk',
      columns: [table.companyId, table.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('set null'),
    uniqueIndex('waitlist_offers_open_uq')
      .on(table.entryId, table.companyId)
      .where(sql`${table.status} = 'open'`),
    index('waitlist_offers_open_idx')
      .on(table.salonId, table.employeeId, table.startsAt)
      .where(sql`${table.status} = 'open'`),
    index('waitlist_offers_entry_idx').on(table.entryId),
    index('waitlist_offers_company_idx').on(table.companyId),
    index('waitlist_offers_token_idx').on(table.tokenHash),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
