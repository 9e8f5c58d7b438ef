import {
  foreignKey,
  bigint,
  index,
  integer,
  date,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/** What a daily total is grouped by: every appointment by status; done ones by employee, service and method. */
export const DAILY_TOTAL_DIMENSIONS = ['status', 'employee', 'service', 'payment_method'] as const;
export type DailyTotalDimension = (typeof DAILY_TOTAL_DIMENSIONS)[number];

/**
 * A salon's appointments summed per local day (in the salon's zone) and dimension, so a year's report reads
 * a few thousand rows instead of hundreds of thousands of appointments. Database triggers keep it in the same
 * transaction as every appointment change and rebuild a salon's rows when its time zone changes (custom
 * migration 0013), so no code path can forget it. `key` is the status, the employee or service id, or the
 * payment method ('' when none).
 */
export const appointmentDailyTotals = pgTable(
  'appointment_daily_totals',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: DAILY_TOTAL_DIMENSIONS }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    incomeCents: bigint('income_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'appointment_daily_totals_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    primaryKey({
      name: 'appointment_daily_totals_pkey',
      columns: [table.salonId, table.dimension, table.day, table.key, table.companyId],
    }),
    index('appointment_daily_totals_company_idx').on(table.companyId),
  ],
);
