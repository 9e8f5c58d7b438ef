import { PRICE_TYPES, RECORD_STATUSES } from '@salon/core';
import { sql } from 'drizzle-orm';
import {
  primaryKey,
  foreignKey,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { salons } from './salon.table.js';

/**
 * A salon's service groups (e.g. "Hair", "Nails"); live names are unique per salon, ignoring case. Deleting is
 * soft, and only allowed once no service of the group is active: its inactive services keep their group.
 */
export const serviceGroups = pgTable(
  'service_groups',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'service_groups_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'service_groups_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    uniqueIndex('service_groups_salon_name_uq')
      .on(table.salonId, sql`lower(${table.name})`, table.companyId)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/** What a salon sells. Money is integer cents (docs/product.md "Money, prices and reports"). */
export const services = pgTable(
  'services',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    groupId: uuid('group_id').notNull(),
    name: text('name').notNull(),
    regularPriceCents: integer('regular_price_cents').notNull(),
    discountPriceCents: integer('discount_price_cents'),
    /** Online bookings of this service need a deposit (when the salon takes deposits). */
    depositRequired: boolean('deposit_required').notNull().default(false),
    durationMinutes: integer('duration_minutes').notNull(),
    description: text('description').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    remoteChargeCents: integer('remote_charge_cents'),
    priceType: text('price_type', { enum: PRICE_TYPES }).notNull(),
    status: text('status', { enum: RECORD_STATUSES }).notNull().default('active'),
    /**
     * Preparation before and clean-up after the service, and a processing gap inside it (minutes after the
     * start, and its length; 0 and 0: none), in minutes. Copied onto each appointment when booked.
     */
    bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
    bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
    processingStartMinutes: integer('processing_start_minutes').notNull().default(0),
    processingMinutes: integer('processing_minutes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'services_pkey', columns: [table.id, table.companyId] }),
    foreignKey({
      name: 'services_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'services_group_id_fk',
      columns: [table.companyId, table.groupId],
      foreignColumns: [serviceGroups.companyId, serviceGroups.id],
    }).onDelete('restrict'),
    index('services_salon_idx').on(table.companyId, table.salonId, table.name),
    index('services_group_idx').on(table.groupId),
  ],
);

export type ServiceGroupRow = typeof serviceGroups.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type NewService = typeof services.$inferInsert;
