import { EVENT_ACTIONS, EVENT_AREAS } from '@salon/core';
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';

/**
 * Who changed what, written in the same transaction as the change. Names are copied in (actor, salon) so
 * an entry still reads right after the salon or the employee is gone.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id'),
    salonName: text('salon_name'),
    actorAccountId: uuid('actor_account_id'),
    actorName: text('actor_name').notNull(),
    action: text('action', { enum: EVENT_ACTIONS }).notNull(),
    area: text('area', { enum: EVENT_AREAS }).notNull(),
    entityId: uuid('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'event_log_pkey', columns: [table.id, table.companyId] }),
    // The screen's order (newest first, then id) for each filter it has: keyset pages read one index.
    index('event_log_company_created_id_idx').on(table.companyId, table.createdAt, table.id),
    index('event_log_company_area_created_id_idx').on(table.companyId, table.area, table.createdAt, table.id),
    index('event_log_company_salon_created_id_idx').on(
      table.companyId,
      table.salonId,
      table.createdAt,
      table.id,
    ),
  ],
);

/** Entries without a salon are counted under this salon key (a primary key cannot hold null). */
export const NO_SALON_KEY = '00000000-0000-0000-0000-000000000000';

/**
 * How many entries a company has per salon and area, kept by database triggers in the same transaction as
 * every entry (custom migration 0022): the screen's count without counting a million rows.
 */
export const eventLogCounts = pgTable(
  'event_log_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonKey: uuid('salon_key').notNull(),
    area: text('area', { enum: EVENT_AREAS }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.salonKey, table.area] })],
);

export type EventLogRow = typeof eventLog.$inferSelect;
