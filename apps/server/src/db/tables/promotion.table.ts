import { PROMOTION_MODES } from '@salon/core';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';
import { services } from './service.table.js';

/**
 * A salon's promotion: whole local days from `starts_on` to `ends_on` (inclusive, the salon's time zone).
 * In `discount` mode `discount` is hundredths: basis points of a percentage (2000 = 20 %), or cents when
 * `is_dollars`. Deleting is soft, so appointments booked at a promotion's price still name it.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    title: text('title').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    mode: text('mode', { enum: PROMOTION_MODES }).notNull(),
    discount: integer('discount'),
    isDollars: boolean('is_dollars').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'promotions_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'promotions_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    index('promotions_salon_start_idx').on(table.companyId, table.salonId, table.startsOn),
  ],
);

/**
 * The services a live promotion covers. Its days are copied here so that the exclusion constraint
 * `promotion_services_no_overlap` (custom migration) can refuse two promotions covering one service on one
 * day, whatever the race. `price_cents` and `original_price_cents` are set in `per_service` mode only.
 */
export const promotionServices = pgTable(
  'promotion_services',
  {
    promotionId: uuid('promotion_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    originalPriceCents: integer('original_price_cents'),
    priceCents: integer('price_cents'),
    position: integer('position').notNull(),
  },
  (table) => [
    foreignKey({
      name: 'promotion_services_promotion_id_fk',
      columns: [table.companyId, table.promotionId],
      foreignColumns: [promotions.companyId, promotions.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'promotion_services_service_id_fk',
      columns: [table.companyId, table.serviceId],
      foreignColumns: [services.companyId, services.id],
    }).onDelete('cascade'),
    primaryKey({
      name: 'promotion_services_pkey',
      columns: [table.promotionId, table.serviceId, table.companyId],
    }),
    index('promotion_services_service_idx').on(table.serviceId, table.startsOn),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotion = typeof promotions.$inferInsert;
export type PromotionServiceRow = typeof promotionServices.$inferSelect;
