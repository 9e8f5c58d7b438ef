import { APPOINTMENT_PAYMENT_METHODS, PAYMENT_CURRENCIES } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { appointments } from './appointment.table.js';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/**
 * What an appointment was paid with (docs/decisions.md "Payments per appointment"): one row per payment, in
 * dollars or in bolívares at the official rate of the day it was taken, which it keeps with its date. A
 * database trigger (migration 0031) sums them per method into `appointments.paid_by_method` in the same
 * transaction, which the daily report totals read.
 */
export const appointmentPayments = pgTable(
  'appointment_payments',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    method: text('method', { enum: APPOINTMENT_PAYMENT_METHODS }).notNull(),
    currency: text('currency', { enum: PAYMENT_CURRENCIES }).notNull(),
    /** In the payment's currency, in cents (céntimos): bolívares pass 2^31 cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** Bolívares per dollar the payment was taken at, and the date that rate is of; null for dollars. */
    rate: numeric('rate', { precision: 14, scale: 4 }),
    rateDate: date('rate_date', { mode: 'string' }),
    /** What it counts for in dollars: the amount itself, or the bolívares at the recorded rate. */
    dollarsCents: integer('dollars_cents').notNull(),
    reference: text('reference').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    recordedByAccountId: uuid('recorded_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    primaryKey({ name: 'appointment_payments_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'appointment_payments_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_payments_appointment_id_fk',
      columns: [table.companyId, table.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    index('appointment_payments_appointment_idx').on(table.appointmentId),
    index('appointment_payments_salon_paid_idx').on(table.salonId, table.paidAt),
    check(
      'appointment_payments_amount_positive',
      sql`${table.amountCents} > 0 and ${table.dollarsCents} >= 0`,
    ),
    check(
      'appointment_payments_rate_with_bolivares',
      sql`(${table.currency} = 'VES') = (${table.rate} is not null) and (${table.rate} is null) = (${table.rateDate} is null)`,
    ),
  ],
);
export type AppointmentPaymentRow = typeof appointmentPayments.$inferSelect;
