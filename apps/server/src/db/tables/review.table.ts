import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { appointments } from './appointment.table.js';
import { clients } from './client.table.js';
import { companies } from './company.table.js';
import { employees } from './employee.table.js';
import { salons } from './salon.table.js';
import { services } from './service.table.js';

/**
 * A client's review of one done appointment (one per appointment: a unique index decides races). The
 * appointment's start and total price (booked price plus travel fee, cents) are copied when the review is
 * written, so a later correction of the appointment never changes what the review was about. Hiding keeps the
 * row (with who hid it and why) and only takes it out of what clients and the summary count.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    clientId: uuid('client_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    appointmentStartsAt: timestamp('appointment_starts_at', { withTimezone: true }).notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedByAccountId: uuid('replied_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    hidden: boolean('hidden').notNull().default(false),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenByAccountId: uuid('hidden_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'reviews_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'reviews_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reviews_appointment_id_fk',
      columns: [table.companyId, table.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reviews_client_id_fk',
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reviews_employee_id_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reviews_service_id_fk',
      columns: [table.companyId, table.serviceId],
      foreignColumns: [services.companyId, services.id],
    }).onDelete('cascade'),
    uniqueIndex('reviews_appointment_unique').on(table.appointmentId, table.companyId),
    index('reviews_salon_created_idx').on(table.companyId, table.salonId, table.createdAt),
    check('reviews_stars_check', sql`${table.stars} between 1 and 5`),
    check('reviews_comment_length_check', sql`char_length(${table.comment}) between 1 and 1000`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
