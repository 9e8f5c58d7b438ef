import { sql } from 'drizzle-orm';
import {
  APPOINTMENT_MAILS,
  NO_DEPOSITS,
  SALON_SERVICE_TYPES,
  SALON_STATUSES,
  SALON_VERIFICATION_STATUSES,
} from '@salon/core';
import type { DepositSettings, ScheduleDay, ServiceArea } from '@salon/core';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  foreignKey,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { categories } from './category.table.js';
import { companies } from './company.table.js';

/** A salon or a freelancer profile. Deleting is soft (`deleted_at`) so history keeps pointing at it. */
export const salons = pgTable(
  'salons',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceType: text('service_type', { enum: SALON_SERVICE_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    referencePoint: text('reference_point').notNull().default(''),
    additionalInformation: text('additional_information').notNull().default(''),
    placeId: text('place_id').notNull(),
    city: text('city').notNull().default(''),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    facebook: text('facebook'),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    site: text('site'),
    avatarPath: text('avatar_path'),
    coverPath: text('cover_path'),
    usePenalty: integer('use_penalty').notNull().default(0),
    cancelsAllowed: integer('cancels_allowed').notNull().default(0),
    /** Hours before a visit its reminder goes to the client (2, 24 or 48); null: no reminders. */
    reminderLeadHours: integer('reminder_lead_hours').default(24),
    /** A client may cancel online up to this many hours before the visit (with `use_penalty` on). */
    cancelNoticeHours: integer('cancel_notice_hours').notNull().default(24),
    /** The public booking page's address, `/:langCode/book/{slug}`: unique over all salons, changeable:
     * `shard_routes` ('salon_slug') holds the uniqueness across companies; the page finds the salon by index.
     */
    slug: text('slug').notNull(),
    /** 1: clients may book themselves on the public page (only verified, active, open salons are bookable). */
    onlineBooking: integer('online_booking').notNull().default(1),
    /** 1: online bookings land as pending until the salon confirms them; 0: as reserved. */
    onlineApproval: integer('online_approval').notNull().default(0),
    /** How many days ahead a client may book online. */
    bookingWindowDays: integer('booking_window_days').notNull().default(60),
    /** The least time between booking online and the visit. */
    bookingNoticeMinutes: integer('booking_notice_minutes').notNull().default(120),
    /** Deposits for online bookings and where clients pay them; `kind` none: no deposits. */
    depositSettings: jsonb('deposit_settings').$type<DepositSettings>().notNull().default(NO_DEPOSITS),
    /** How long a waitlist offer's link holds before the time passes to the next waiting client. */
    waitlistOfferMinutes: integer('waitlist_offer_minutes').notNull().default(30),
    /** Prices are shown in dollars with their bolívares at the day's official rate beside them. */
    showBolivares: boolean('show_bolivares').notNull().default(false),
    /** Client messages go by WhatsApp to the clients who chose it (when the server is set up for it). */
    whatsappEnabled: boolean('whatsapp_enabled').notNull().default(false),
    /** Which of the client messages go by WhatsApp; the others stay e-mails. */
    whatsappMessages: text('whatsapp_messages', { enum: APPOINTMENT_MAILS })
      .array()
      .notNull()
      .default(sql`'{confirmed,changed,cancelled,reminder,review_request}'::text[]`),
    openStore: integer('open_store').notNull().default(1),
    statusSalon: text('status_salon', { enum: SALON_STATUSES }).notNull().default('active'),
    statusProcess: text('status_process', { enum: SALON_VERIFICATION_STATUSES })
      .notNull()
      .default('requested'),
    timeZone: text('time_zone').notNull().default('America/Caracas'),
    serviceArea: jsonb('service_area').$type<ServiceArea>(),
    scheduleId: uuid('schedule_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // Typed: the FK to schedules (which references salons back) would make the inferred type circular.
  (table): PgTableExtraConfigValue[] => [
    primaryKey({ name: 'salons_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'salons_schedule_id_fk',
      columns: [table.companyId, table.scheduleId],
      foreignColumns: [schedules.companyId, schedules.id],
    }).onDelete('set null'),
    index('salons_company_idx').on(table.companyId, table.createdAt),
    index('salons_slug_idx').on(table.slug),
  ],
);

/**
 * Each salon's calendar versions, bumped by database triggers whenever anything the calendar shows changes
 * (appointments, and the names of clients, employees, services and promotions): the calendar's cached answers
 * are keyed by them. A row of their own (migration 0045), not columns of the salon: every booking bumps them,
 * and the salon row, which every booking also reads and checks its key against, stays still. No row yet:
 * both are 0.
 */
export const salonCalendarVersions = pgTable(
  'salon_calendar_versions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    calendarVersion: bigint('calendar_version', { mode: 'number' }).notNull().default(0),
    /** Bumped with the calendar version when a name the calendar shows changes (migration 0025). */
    calendarNamesVersion: bigint('calendar_names_version', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    foreignKey({
      name: 'salon_calendar_versions_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    primaryKey({ name: 'salon_calendar_versions_pkey', columns: [table.salonId, table.companyId] }),
  ],
);

export type SalonCalendarVersionRow = typeof salonCalendarVersions.$inferSelect;

export const salonCategories = pgTable(
  'salon_categories',
  {
    /** Added by migration 0041 (filled from the salon) so the row lives on its salon's shard. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (table) => [
    foreignKey({
      name: 'salon_categories_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    primaryKey({
      name: 'salon_categories_pkey',
      columns: [table.salonId, table.categoryId, table.companyId],
    }),
  ],
);

export type SalonRow = typeof salons.$inferSelect;
export type NewSalon = typeof salons.$inferInsert;

/**
 * Opening hours (here beside salons: each names the other): seven local wall-clock days (docs/product.md "Time zones"), stored as one JSON array. */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The salon whose opening hours these are, when made for one. */
    salonId: uuid('salon_id'),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    days: jsonb('days').$type<ScheduleDay[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'schedules_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'schedules_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('set null'),
    index('schedules_company_idx').on(table.companyId),
  ],
);

export type ScheduleRow = typeof schedules.$inferSelect;
