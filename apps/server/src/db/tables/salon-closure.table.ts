import { VENEZUELAN_HOLIDAYS } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/**
 * Days a salon is closed (docs/decisions.md "Closed days"), both ends included: a range with its reason, or
 * a national holiday the salon accepted (`holiday` set, one day, no reason). Nobody is bookable on them.
 */
export const salonClosures = pgTable(
  'salon_closures',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    holiday: text('holiday', { enum: VENEZUELAN_HOLIDAYS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'salon_closures_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'salon_closures_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    check('salon_closures_range_ck', sql`${table.endsOn} >= ${table.startsOn}`),
    // A holiday accepted twice at once (two clicks) leaves one row.
    uniqueIndex('salon_closures_holiday_uq')
      .on(table.companyId, table.salonId, table.holiday, table.startsOn)
      .where(sql`${table.holiday} is not null`),
    // The engine asks "closed between these dates?" of one salon.
    index('salon_closures_salon_idx').on(table.companyId, table.salonId, table.endsOn),
  ],
);

export type SalonClosureRow = typeof salonClosures.$inferSelect;
export type NewSalonClosure = typeof salonClosures.$inferInsert;
