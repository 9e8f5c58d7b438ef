import {
  BILLING_PERIODS,
  MANUAL_PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PLANS,
  SUBSCRIPTION_PAYMENT_METHODS,
  type QuoteLine,
} from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  foreignKey,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { platformAdmins } from './admin.table.js';
import { companies } from './company.table.js';

/**
 * The plans and what they allow, as data (docs/product.md "Plans and subscription"): seeded by migration
 * 0015, edited by a platform administrator without a release. Every limit check reads the company's plan row.
 */
export const plans = pgTable('plans', {
  id: text('id', { enum: PLANS }).primaryKey(),
  monthlyPriceCents: integer('monthly_price_cents').notNull(),
  salons: integer('salons').notNull(),
  galleryImagesPerSalon: integer('gallery_images_per_salon').notNull(),
  employeesPerSalon: integer('employees_per_salon').notNull(),
  promotions: boolean('promotions').notNull(),
  cancellationPolicy: boolean('cancellation_policy').notNull(),
  /** Employee app access (each billed per month) is allowed. */
  additionalUser: boolean('additional_user').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PlanRow = typeof plans.$inferSelect;

export const PLAN_CHANGES = ['new_period', 'upgrade', 'downgrade', 'renewal'] as const;

/**
 * A payment reported by the owner (manual methods, pending until a platform administrator decides) or made
 * through PayPal (confirmed by the provider's webhook). A reference is used once per method: the partial
 * unique index ignores rejected reports, so a typo can be reported again.
 */
export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    method: text('method', { enum: SUBSCRIPTION_PAYMENT_METHODS }).notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    change: text('change', { enum: PLAN_CHANGES }).notNull(),
    plan: text('plan', { enum: PLANS }).notNull(),
    period: text('period', { enum: BILLING_PERIODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    reference: text('reference'),
    /** The reference without spaces, hyphens or case, which uniqueness compares. */
    referenceKey: text('reference_key'),
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    reportedByAccountId: uuid('reported_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The platform administrator who confirmed or rejected it (null for PayPal). */
    decidedByAdminId: uuid('decided_by_admin_id'),
    rejectionReason: text('rejection_reason'),
    paypalSubscriptionId: text('paypal_subscription_id'),
    /**
     * A bolívar method's report (pago móvil): the official rate of the day paid, or the last one before it,
     * and that rate's own date, so the expected bolívares can be shown and checked later. Null otherwise.
     */
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 4 }),
    exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ name: 'subscription_payments_pkey', columns: [table.id, table.companyId] }),
    check(
      'subscription_payments_rate_with_date',
      sql`(${table.exchangeRate} is null) = (${table.exchangeRateDate} is null)`,
    ),
    // Per company (a unique index of a distributed table must hold company_id).
    uniqueIndex('subscription_payments_reference_uq')
      .on(table.method, table.referenceKey, table.companyId)
      .where(sql`status <> 'rejected' and reference_key is not null`),
    // One payment waiting per company: a second report while one is pending would be paid twice.
    uniqueIndex('subscription_payments_one_pending_uq')
      .on(table.companyId)
      .where(sql`status = 'pending'`),
    index('subscription_payments_company_idx').on(table.companyId, table.reportedAt),
    index('subscription_payments_status_idx').on(table.status, table.reportedAt),
  ],
);
export type SubscriptionPaymentRow = typeof subscriptionPayments.$inferSelect;

/** A confirmed payment's invoice: numbered without gaps, its figures copied so it never changes later. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').notNull(),
    /** Unique across companies through `shard_routes` ('invoice_number'). */
    number: integer('number').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').notNull(),
    companyName: text('company_name').notNull(),
    companyRif: text('company_rif').notNull(),
    plan: text('plan', { enum: PLANS }).notNull(),
    period: text('period', { enum: BILLING_PERIODS }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    method: text('method', { enum: SUBSCRIPTION_PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    language: text('language').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'invoices_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'invoices_payment_id_fk',
      columns: [table.companyId, table.paymentId],
      foreignColumns: [subscriptionPayments.companyId, subscriptionPayments.id],
    }).onDelete('cascade'),
    index('invoices_company_idx').on(table.companyId, table.number),
    uniqueIndex('invoices_payment_uq').on(table.paymentId, table.companyId),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** The last invoice number, one row: taken under its row lock inside the confirming transaction (no gaps). */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    id: integer('id').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counter_single_row', sql`${table.id} = 1`)],
);

/** PayPal webhook deliveries already applied, by PayPal's event id: a second delivery changes nothing. */
export const paypalEvents = pgTable('paypal_events', {
  id: text('id').primaryKey(),
  eventType: text('event_type').notNull(),
  subscriptionId: text('subscription_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Where the owner pays each manual method to (the platform's bank, phone, Zelle address…), one row per method
 * the platform administrator filled in; a method without a row has no details yet.
 */
export const platformPayees = pgTable('platform_payees', {
  method: text('method', { enum: MANUAL_PAYMENT_METHODS }).primaryKey(),
  /** The method's fields as `platformPayeesBodySchema` checked them (bank_name, phone, rif…). */
  details: jsonb('details').$type<Record<string, string>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByAdminId: uuid('updated_by_admin_id').references(() => platformAdmins.id, { onDelete: 'set null' }),
});
export type PlatformPayeeRow = typeof platformPayees.$inferSelect;
