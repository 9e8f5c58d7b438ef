import type {
  CommissionPlanBody,
  CommissionPlanWire,
  CommissionSettingsBody,
  CommissionSettingsWire,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { rowOfCompany } from '../../lib/same-company.js';
import {
  inSalonScope,
  liveSalons,
  requireCompany,
  requirePermission,
  salonForCaller,
} from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { employees } from '../../db/tables/employee.table.js';
import { changedFields, recordEvent, salonRef } from '../event-log/index.js';
import { toPlanWire, toSettingsWire } from './commission.mapper.js';
import { commissionRepository } from './commission.repository.js';

const fieldError = (field: string, code: string, message: string) => ({ field, code, message });

/**
 * The employee `id` of the caller's company, working in `salonId`, a live salon the caller may see. Anything
 * else (another company's, another salon's) reads as missing: a 404 that tells nothing.
 */
async function employeeInSalon(ex: Executor, auth: AuthContext, id: string, salonId: string) {
  const tenant = requireCompany(auth);
  const [employee] = await ex
    .select()
    .from(employees)
    .where(rowOfCompany(employees, id, tenant.companyId))
    .limit(1);
  const salon =
    employee && employee.salonId === salonId && inSalonScope(tenant, salonId)
      ? await liveSalons.find(ex, salonId, tenant.companyId)
      : undefined;
  if (!employee || !salon) throw new AppError('EMPLOYEE_NOT_FOUND');
  return { tenant, employee, salon };
}

/** The overrides' groups and services must be the salon's (400 on the field otherwise); answers their names. */
async function namesOf(ex: Executor, companyId: string, salonId: string, body: CommissionPlanBody) {
  const groupIds = body.group_overrides.map((entry) => entry.group_id);
  const serviceIds = body.service_overrides.map((entry) => entry.service_id);
  const [groups, found] = await Promise.all([
    commissionRepository.groupsOfSalon(ex, companyId, salonId, groupIds),
    commissionRepository.servicesOfSalon(ex, companyId, salonId, serviceIds),
  ]);
  const errors = [];
  if (groups.length !== groupIds.length)
    errors.push(fieldError('group_overrides', 'validation.invalid', 'Choose service groups of this salon'));
  if (found.length !== serviceIds.length)
    errors.push(fieldError('service_overrides', 'validation.invalid', 'Choose services of this salon'));
  if (errors.length) throw new AppError('VALIDATION_FAILED', errors);
  return new Map([...groups, ...found].map((row) => [row.id, row.name]));
}

/** A plan as the event log says it: percentages, overrides by name, tiers as "from $X: Y%". */
function inWords(plan: CommissionPlanWire | null, names: Map<string, string>) {
  const name = (id: string) => names.get(id) ?? id;
  return {
    default_percent: plan ? `${plan.default_percent}%` : null,
    group_overrides: plan?.group_overrides.map((entry) => `${name(entry.group_id)}: ${entry.percent}%`) ?? [],
    service_overrides:
      plan?.service_overrides.map((entry) => `${name(entry.service_id)}: ${entry.percent}%`) ?? [],
    tiers: plan?.tiers.map((tier) => `from $${tier.from}: ${tier.percent}%`) ?? [],
    tier_mode: plan?.tier_mode ?? null,
    after_method_fee: plan?.after_method_fee ?? null,
  };
}

/**
 * Commission plans and the salon's method fees (docs/decisions.md "Commissions"): configuration only, nothing
 * is computed from them here. Owner and manager (`employee.manage`) set them; an employee reads their own plan.
 */
export const commissionService = {
  async getPlan(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    salonId: string,
  ): Promise<CommissionPlanWire | null> {
    // Their own plan is the one thing a staff member without `employee.manage` may read here.
    if (auth.employeeId !== id) requirePermission(auth, 'employee.manage');
    const { tenant } = await employeeInSalon(ctx.db, auth, id, salonId);
    const row = await commissionRepository.findPlan(ctx.db, tenant.companyId, id);
    return row ? toPlanWire(row) : null;
  },

  async savePlan(
    ctx: AppContext,
    auth: AuthContext,
    id: string,
    body: CommissionPlanBody,
  ): Promise<CommissionPlanWire> {
    requirePermission(auth, 'employee.manage');
    return ctx.db.transaction(async (tx) => {
      const { tenant, employee, salon } = await employeeInSalon(tx, auth, id, body.salon_id);
      const names = await namesOf(tx, tenant.companyId, salon.id, body);
      const before = await commissionRepository.findPlan(tx, tenant.companyId, id, true);
      const row = await commissionRepository.savePlan(tx, {
        companyId: tenant.companyId,
        employeeId: id,
        salonId: salon.id,
        defaultPercent: body.default_percent.toFixed(2),
        groupOverrides: body.group_overrides,
        serviceOverrides: body.service_overrides,
        tiers: body.tiers,
        tierMode: body.tier_mode,
        afterMethodFee: body.after_method_fee,
      });
      const after = toPlanWire(row);
      const changes = changedFields(
        inWords(before ? toPlanWire(before) : null, names),
        inWords(after, names),
      );
      await recordEvent(tx, tenant, {
        action: before ? 'update' : 'create',
        area: 'employee',
        entityId: id,
        salon: salonRef(salon),
        details: { name: `${employee.firstName} ${employee.lastName}`, commission_plan: changes },
      });
      return after;
    });
  },

  async getSettings(ctx: AppContext, auth: AuthContext, salonId: string): Promise<CommissionSettingsWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, salonId, 'employee.read');
    return toSettingsWire(await commissionRepository.findSettings(ctx.db, tenant.companyId, salon.id));
  },

  async saveSettings(
    ctx: AppContext,
    auth: AuthContext,
    body: CommissionSettingsBody,
  ): Promise<CommissionSettingsWire> {
    return ctx.db.transaction(async (tx) => {
      const { tenant, salon } = await salonForCaller(tx, auth, body.salon_id, 'employee.manage');
      const before = await commissionRepository.findSettings(tx, tenant.companyId, salon.id, true);
      const fees = body.method_fees as Record<string, number>;
      const row = await commissionRepository.saveSettings(tx, tenant.companyId, salon.id, fees);
      const percent = (value: number | undefined) => (value === undefined ? null : `${value}%`);
      const keys = new Set([...Object.keys(before?.methodFees ?? {}), ...Object.keys(fees)]);
      const beforeFees = (before?.methodFees ?? {}) as Record<string, number>;
      const changes = Object.fromEntries(
        [...keys]
          .filter((key) => beforeFees[key] !== fees[key])
          .map((key) => [key, { from: percent(beforeFees[key]), to: percent(fees[key]) }]),
      );
      await recordEvent(tx, tenant, {
        action: 'update',
        area: 'salon',
        entityId: salon.id,
        salon: salonRef(salon),
        details: { name: salon.title, commission_method_fees: changes },
      });
      return toSettingsWire(row);
    });
  },
};
