import type { AppointmentPaymentMethod, CommissionTier, CommissionTierMode } from '@salon/core';
import {
  boolean,
  foreignKey,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './company.table.js';
import { employees } from './employee.table.js';
import { salons } from './salon.table.js';

/**
 * An employee's commission plan (docs/decisions.md "Commissions"): one per employee, replaced whole. The
 * overrides and tiers are small lists always read and written with the plan, so they live in it as jsonb.
 */
export const commissionPlans = pgTable(
  'commission_plans',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    salonId: uuid('salon_id').notNull(),
    defaultPercent: numeric('default_percent', { precision: 5, scale: 2 }).notNull(),
    groupOverrides: jsonb('group_overrides')
      .$type<{ group_id: string; percent: number }[]>()
      .notNull()
      .default([]),
    serviceOverrides: jsonb('service_overrides')
      .$type<{ service_id: string; percent: number }[]>()
      .notNull()
      .default([]),
    tiers: jsonb('tiers').$type<CommissionTier[]>().notNull().default([]),
    tierMode: text('tier_mode').$type<CommissionTierMode>().notNull().default('progressive'),
    afterMethodFee: boolean('after_method_fee').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // company_id first: the table is distributed by company like every tenant table.
    primaryKey({ name: 'commission_plans_pkey', columns: [table.companyId, table.employeeId] }),
    foreignKey({
      name: 'commission_plans_employee_id_fk',
      columns: [table.companyId, table.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'commission_plans_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
  ],
);
export type CommissionPlanRow = typeof commissionPlans.$inferSelect;

/** A salon's fee per payment method (a percentage), which plans "after the method's fee" take off first. */
export const commissionSettings = pgTable(
  'commission_settings',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    salonId: uuid('salon_id').notNull(),
    methodFees: jsonb('method_fees')
      .$type<Partial<Record<AppointmentPaymentMethod, number>>>()
      .notNull()
      .default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'commission_settings_pkey', columns: [table.companyId, table.salonId] }),
    foreignKey({
      name: 'commission_settings_salon_id_fk',
      columns: [table.companyId, table.salonId],
      foreignColumns: [salons.companyId, salons.id],
    }).onDelete('cascade'),
  ],
);
export type CommissionSettingsRow = typeof commissionSettings.$inferSelect;
