import { BILLING_PERIODS, PLANS, STORED_SUBSCRIPTION_STATUSES } from '@salon/core';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';

/**
 * The company's subscription, as the facts `subscriptionAt` (packages/core/src/billing.ts) reads: the state a
 * user sees (trial, active, past due, expired) follows from these and the clock.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .unique()
      .references(() => companies.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: PLANS }).notNull(),
    status: text('status', { enum: STORED_SUBSCRIPTION_STATUSES }).notNull(),
    period: text('period', { enum: BILLING_PERIODS }).notNull().default('monthly'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull().defaultNow(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade waiting for the next period. */
    scheduledPlan: text('scheduled_plan', { enum: PLANS }),
    scheduledFrom: timestamp('scheduled_from', { withTimezone: true }),
    /** Unique across companies through `shard_routes` ('paypal_subscription'); the webhook finds it by index. */
    paypalSubscriptionId: text('paypal_subscription_id'),
    paypalStatus: text('paypal_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (table) => [
    primaryKey({ name: 'subscriptions_pkey', columns: [table.id, table.companyId] }),
    index('subscriptions_paypal_idx').on(table.paypalSubscriptionId),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
