import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import {
  commissionPlans,
  commissionSettings,
  type CommissionPlanRow,
} from '../../db/tables/commission.table.js';
import { serviceGroups, services } from '../../db/tables/service.table.js';

type NewPlan = Omit<CommissionPlanRow, 'updatedAt'>;

/** Every statement names company_id, so it stays on the company's shard. */
export const commissionRepository = {
  async findPlan(ex: Executor, companyId: string, employeeId: string, lock = false) {
    const query = ex
      .select()
      .from(commissionPlans)
      .where(and(eq(commissionPlans.companyId, companyId), eq(commissionPlans.employeeId, employeeId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async savePlan(ex: Executor, plan: NewPlan): Promise<CommissionPlanRow> {
    const values = { ...plan, updatedAt: new Date() };
    const [row] = await ex
      .insert(commissionPlans)
      .values(values)
      .onConflictDoUpdate({ target: [commissionPlans.companyId, commissionPlans.employeeId], set: values })
      .returning();
    return row!;
  },

  async findSettings(ex: Executor, companyId: string, salonId: string, lock = false) {
    const query = ex
      .select()
      .from(commissionSettings)
      .where(and(eq(commissionSettings.companyId, companyId), eq(commissionSettings.salonId, salonId)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async saveSettings(ex: Executor, companyId: string, salonId: string, methodFees: Record<string, number>) {
    const values = { companyId, salonId, methodFees, updatedAt: new Date() };
    const [row] = await ex
      .insert(commissionSettings)
      .values(values)
      .onConflictDoUpdate({ target: [commissionSettings.companyId, commissionSettings.salonId], set: values })
      .returning();
    return row!;
  },

  /** The salon's live service groups among `ids` (id and name, the name for the event log). */
  async groupsOfSalon(ex: Executor, companyId: string, salonId: string, ids: string[]) {
    if (!ids.length) return [];
    return ex
      .select({ id: serviceGroups.id, name: serviceGroups.name })
      .from(serviceGroups)
      .where(
        and(
          eq(serviceGroups.companyId, companyId),
          eq(serviceGroups.salonId, salonId),
          inArray(serviceGroups.id, ids),
          isNull(serviceGroups.deletedAt),
        ),
      );
  },

  /** The salon's services among `ids`. */
  async servicesOfSalon(ex: Executor, companyId: string, salonId: string, ids: string[]) {
    if (!ids.length) return [];
    return ex
      .select({ id: services.id, name: services.name })
      .from(services)
      .where(
        and(eq(services.companyId, companyId), eq(services.salonId, salonId), inArray(services.id, ids)),
      );
  },
};
