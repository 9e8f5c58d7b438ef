import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { platformAdmins } from './admin.table.js';
import { companies } from './company.table.js';

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

/**
 * A salon's own entry of the BCV rate for a day the official one is not published yet (docs/decisions.md
 * "A company's own rate"): entered by an owner or manager, used by that company only, and outranked by an
 * official rate of the same date once it comes. Payments keep the rate they were taken at.
 */
export const companyExchangeRates = pgTable(
  'company_exchange_rates',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 4 }).notNull(),
    enteredByAccountId: uuid('entered_by_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'company_exchange_rates_pkey', columns: [table.companyId, table.date] }),
    check('company_exchange_rates_rate_positive', sql`${table.rate} > 0`),
  ],
);
export type CompanyExchangeRateRow = typeof companyExchangeRates.$inferSelect;
