import {
  APPOINTMENT_PAYMENT_METHODS,
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  type VisitAddress,
} from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { clients } from './client.table.js';
import { companies } from './company.table.js';
import { employees } from './employee.table.js';
import { promotions } from './promotion.table.js';
import { salons } from './salon.table.js';
import { services } from './service.table.js';

/**
 * A booking. Two appointments of one employee never overlap unless one is cancelled, buffers included and
 * processing gaps left free: the exclusion constraint `appointments_no_overlap` (custom migrations 0006 and
 * 0032, btree_gist) refuses it at the database, so no race can double-book. Money is integer cents.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    clientId: uuid('client_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The promotion whose price was booked; the price stays when the promotion changes or ends. */
    promotionId: uuid('promotion_id'),
    /**
     * How the client pays: set by staff, or the method that paid the most once payments are recorded
     * (`appointment_payments`).
     */
    paymentMethod: text('payment_method', { enum: APPOINTMENT_PAYMENT_METHODS }),
    /**
     * The recorded payments summed per method, in dollar cents (`{"cash": 1000, "pagoMovil": 2500}`); kept by
     * a trigger on appointment_payments (migration 0031) so the daily totals follow payments like any other
     * change of the appointment. Empty when nothing is recorded.
     */
    paidByMethod: jsonb('paid_by_method').$type<Record<string, number>>().notNull().default({}),
    note: text('note').notNull().default(''),
    clientPhone: text('client_phone').notNull().default(''),
    address: jsonb('address').$type<VisitAddress>(),
    travelFeeCents: integer('travel_fee_cents'),
    serviceCount: integer('service_count').notNull().default(1),
    /**
     * The service's buffers and processing gap as booked (minutes; a later change of the service leaves them).
     * With them the employee is busy from `starts_at - before` to `ends_at + after` less the gap: the
     * no-overlap constraint compares `appointment_occupied(...)` of these columns (migration 0032).
     */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    processingStartMinutes: integer('processing_start_minutes').notNull().default(0),
    processingMinutes: integer('processing_minutes').notNull().default(0),
    /**
     * The visit this appointment is a part of, when a client booked several services at once: the
     * id of its first part, which carries the visit's client messages (one confirmation, one reminder, one
     * link, one review request). Null: a visit of its own.
     */
    visitId: uuid('visit_id'),
    /** The repeating series this appointment is an occurrence of; null: not repeated. */
    seriesId: uuid('series_id'),
    /** Who made the booking: the salon's staff, or the client on the public booking page. */
    source: text('source', { enum: APPOINTMENT_SOURCES }).notNull().default('staff'),
    createdByAccountId: uuid('created_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'appointments_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'appointments_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointments_client_id_fk',
      columns: [table.companyId, table.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'appointments_employee_id_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'appointments_service_id_fk',
      columns: [table.companyId, table.serviceId],
      foreignColumns: [services.companyId, services.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'appointments_promotion_id_fk',
      columns: [table.companyId, table.promotionId],
      foreignColumns: [promotions.companyId, promotions.id],
    }).onDelete('set null'),
    // The list's order (start, then id) under the salon: keyset pages and the Future count read it alone.
    index('appointments_salon_start_id_idx').on(table.companyId, table.salonId, table.startsAt, table.id),
    index('appointments_employee_start_idx').on(table.employeeId, table.startsAt),
    index('appointments_client_start_idx').on(table.clientId, table.startsAt),
    index('appointments_service_idx').on(table.serviceId),
    index('appointments_series_idx')
      .on(table.companyId, table.seriesId)
      .where(sql`${table.seriesId} is not null`),
    index('appointments_visit_idx')
      .on(table.companyId, table.visitId)
      .where(sql`${table.visitId} is not null`),
  ],
);

/**
 * How many appointments a salon has per employee, kept by database triggers in the same transaction as every
 * insert, delete or move (custom migration 0022), so the list's Past count is this sum less the Future rows
 * instead of a scan of years of history.
 */
export const appointmentCounts = pgTable(
  'appointment_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'appointment_counts_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    primaryKey({
      name: 'appointment_counts_pkey',
      columns: [table.salonId, table.employeeId, table.companyId],
    }),
  ],
);

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;
