import { EVENT_ACTIONS, EVENT_AREAS } from '@salon/core';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.js';

/**
 * Who changed what, written in the same transaction as the change. Names are copied in (actor, salon) so
 * an entry still reads right after the salon or the employee is gone.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: uuid('id').primaryKey(),
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
    index('event_log_company_created_idx').on(table.companyId, table.createdAt),
    index('event_log_company_area_created_idx').on(table.companyId, table.area, table.createdAt),
  ],
);

export type EventLogRow = typeof eventLog.$inferSelect;
