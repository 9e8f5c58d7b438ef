import type { CommissionPlanWire, CommissionSettingsWire } from '@salon/core';
import type { CommissionPlanRow, CommissionSettingsRow } from '../../db/tables/commission.table.js';

export const toPlanWire = (row: CommissionPlanRow): CommissionPlanWire => ({
  employee_id: row.employeeId,
  // numeric comes back from the driver as a string.
  default_percent: Number(row.defaultPercent),
  group_overrides: row.groupOverrides,
  service_overrides: row.serviceOverrides,
  tiers: row.tiers,
  tier_mode: row.tierMode,
  after_method_fee: row.afterMethodFee,
  updated_at: row.updatedAt.toISOString(),
});

export const toSettingsWire = (row: CommissionSettingsRow | undefined): CommissionSettingsWire => ({
  method_fees: row?.methodFees ?? {},
});
