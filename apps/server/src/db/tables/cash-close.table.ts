import { APPOINTMENT_PAYMENT_METHODS, CASH_MOVEMENT_KINDS, PAYMENT_CURRENCIES } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/**
 * A salon's cash close of one local day (docs/decisions.md "The daily cash close"): the float it opened with
 * per currency, the amounts counted per line (`method:currency` -> cents, null or absent while not counted)
 * and whether it is closed. The figures themselves are counted from the day's payments on every read.
 */
export const cashCloses = pgTable(
  'cash_closes',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    openingUsdCents: bigint('opening_usd_cents', { mode: 'number' }).notNull().default(0),
    /** Bolívares pass 2^31 céntimos. */
    openingVesCents: bigint('opening_ves_cents', { mode: 'number' }).notNull().default(0),
    counted: jsonb('counted').$type<Record<string, number | null>>().notNull().default({}),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByAccountId: uuid('closed_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One close per salon and day: the key is also what two staff saving at once meet on.
    primaryKey({ name: 'cash_closes_pkey', columns: [table.companyId, table.salonId, table.date] }),
    foreignKey({
      name: 'cash_closes_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    check('cash_closes_opening_ck', sql`${table.openingUsdCents} >= 0 and ${table.openingVesCents} >= 0`),
    check('cash_closes_closed_at_ck', sql`(${table.status} = 'closed') = (${table.closedAt} is not null)`),
  ],
);
export type CashCloseRow = typeof cashCloses.$inferSelect;

/** Cash taken out of the till on a day (a withdrawal or an expense), with its reason and who entered it. */
export const cashMovements = pgTable(
  'cash_movements',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: CASH_MOVEMENT_KINDS }).notNull(),
    currency: text('currency', { enum: PAYMENT_CURRENCIES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ name: 'cash_movements_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'cash_movements_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    check('cash_movements_amount_positive', sql`${table.amountCents} > 0`),
    index('cash_movements_day_idx').on(table.companyId, table.salonId, table.date),
  ],
);
export type CashMovementRow = typeof cashMovements.$inferSelect;

/**
 * A payment of a closed day added or removed by an owner or manager, with their reason. It keeps the
 * payment's figures, not a reference that must live: a removed payment is gone from its table.
 */
export const cashAdjustments = pgTable(
  'cash_adjustments',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    paymentId: uuid('payment_id').notNull(),
    change: text('change', { enum: ['added', 'removed'] }).notNull(),
    method: text('method', { enum: APPOINTMENT_PAYMENT_METHODS }).notNull(),
    currency: text('currency', { enum: PAYMENT_CURRENCIES }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    dollarsCents: integer('dollars_cents').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ name: 'cash_adjustments_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'cash_adjustments_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    index('cash_adjustments_day_idx').on(table.companyId, table.salonId, table.date),
  ],
);
export type CashAdjustmentRow = typeof cashAdjustments.$inferSelect;
