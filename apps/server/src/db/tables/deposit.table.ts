import { DEPOSIT_METHODS, DEPOSIT_STATUSES } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  primaryKey,
  foreignKey,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { appointmentPayments } from './appointment-payment.table.js';
import { appointments } from './appointment.table.js';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/**
 * The deposit an online booking needs, one per visit, on its first part: the amount in dollars'
 * cents, until when the unpaid booking holds its time, what the client reported and what staff decided. Once
 * confirmed it is a payment of the appointment (`payment_id`).
 */
export const appointmentDeposits = pgTable(
  'appointment_deposits',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    appointmentId: uuid('appointment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('awaiting'),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    method: text('method', { enum: DEPOSIT_METHODS }),
    reference: text('reference'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAccountId: uuid('decided_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'appointment_deposits_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'appointment_deposits_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_deposits_appointment_id_fk',
      columns: [table.companyId, table.appointmentId],
      foreignColumns: [appointments.companyId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'appointment_deposits_payment_id_fk',
      columns: [table.companyId, table.paymentId],
      foreignColumns: [appointmentPayments.companyId, appointmentPayments.id],
    }).onDelete('set null'),
    check('appointment_deposits_amount_positive', sql`${table.amountCents} > 0`),
    // One reference pays one deposit of a salon: a reference reported twice is refused, not counted twice.
    uniqueIndex('appointment_deposits_reference_uq')
      .on(table.salonId, table.method, sql`lower(${table.reference})`, table.companyId)
      .where(sql`${table.reference} is not null`),
    index('appointment_deposits_salon_idx').on(table.salonId, table.status, table.holdUntil),
    index('appointment_deposits_company_idx').on(table.companyId),
    uniqueIndex('appointment_deposits_appointment_uq').on(table.appointmentId, table.companyId),
  ],
);

export type AppointmentDepositRow = typeof appointmentDeposits.$inferSelect;
