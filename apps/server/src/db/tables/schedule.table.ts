import type { ScheduleDay } from '@salon/core';
import { index, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/** Opening hours: seven local wall-clock days (docs/product.md "Time zones"), stored as one JSON array. */
export const schedules = pgTable(
  'schedules',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The salon whose opening hours these are, when made for one. */
    salonId: uuid('salon_id').references((): AnyPgColumn => salons.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    days: jsonb('days').$type<ScheduleDay[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('schedules_company_idx').on(table.companyId)],
);

export type ScheduleRow = typeof schedules.$inferSelect;
