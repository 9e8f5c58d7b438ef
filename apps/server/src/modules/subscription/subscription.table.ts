import { PLANS } from '@salon/core';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.js';

/** The company's current plan. Billing (prices, invoices, payments) arrives with the subscription issue. */
export const subscriptions = pgTable('subscriptions', {
  id: uuid('id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: PLANS }).notNull(),
  status: text('status', { enum: ['trialing', 'active', 'cancelled', 'expired'] }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SubscriptionRow = typeof subscriptions.$inferSelect;
