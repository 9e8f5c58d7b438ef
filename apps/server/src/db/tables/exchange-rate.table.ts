import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { platformAdmins } from './admin.table.js';

export const EXCHANGE_RATE_ORIGINS = ['admin', 'feed'] as const;

/**
 * The official USD→VES rate, one per calendar date (docs/decisions.md "Exchange rate"): entered by a platform
 * administrator or stored by the optional feed (EXCHANGE_RATE_URL). A day without its own row uses the last
 * one before it (a weekend uses Friday's). numeric(14, 4): the BCV publishes 4 decimals, kept exactly.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    date: date('date', { mode: 'string' }).primaryKey(),
    rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
    source: text('source').notNull(),
    origin: text('origin', { enum: EXCHANGE_RATE_ORIGINS }).notNull(),
    /** The administrator who entered it; null for the feed (or an administrator since deleted). */
    enteredByAdminId: uuid('entered_by_admin_id').references(() => platformAdmins.id, {
      onDelete: 'set null',
    }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('exchange_rates_rate_positive', sql`${table.rate} > 0`)],
);
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
