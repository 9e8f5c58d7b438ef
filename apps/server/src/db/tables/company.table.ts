import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './account.table.js';

/** The tenant. One per business account; read-only once created (docs/product.md "Screens and routes"). */
/**
 * Distributed by its own `id` under Citus. The owner account and the RIF are unique across the
 * platform: `shard_routes` ('company_owner', 'company_rif') holds that, these columns keep plain indexes.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey(),
    ownerAccountId: uuid('owner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Normalised `J-12345678-9`; unique across the platform. */
    rif: text('rif').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    placeId: text('place_id').notNull(),
    locationType: text('location_type').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    logoPath: text('logo_path'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('companies_owner_account_idx').on(table.ownerAccountId),
    index('companies_rif_idx').on(table.rif),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
