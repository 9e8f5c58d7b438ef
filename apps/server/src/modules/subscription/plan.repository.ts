import { asc, eq } from 'drizzle-orm';
import type { Plan, PlanFeatures } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { plans, type PlanRow } from '../../db/tables/billing.table.js';

export const featuresOfRow = (row: PlanRow): PlanFeatures => ({
  salons: row.salons,
  galleryImagesPerSalon: row.galleryImagesPerSalon,
  employeesPerSalon: row.employeesPerSalon,
  promotions: row.promotions,
  cancellationPolicy: row.cancellationPolicy,
  additionalUser: row.additionalUser,
});

/** The plans table: limits and prices as data (seeded by migration 0015, edited by a platform administrator). */
export const planRepository = {
  /** Cheapest first, the order the plans page shows them. */
  list: (ex: Executor): Promise<PlanRow[]> =>
    ex.select().from(plans).orderBy(asc(plans.monthlyPriceCents), asc(plans.id)),

  async find(ex: Executor, id: Plan): Promise<PlanRow> {
    const [row] = await ex.select().from(plans).where(eq(plans.id, id)).limit(1);
    // Every plan is seeded by migration; a missing row is a broken database, not bad input.
    if (!row) throw new AppError('PLAN_NOT_FOUND');
    return row;
  },

  async features(ex: Executor, id: Plan): Promise<PlanFeatures> {
    return featuresOfRow(await planRepository.find(ex, id));
  },

  async update(ex: Executor, id: Plan, patch: Partial<Omit<PlanRow, 'id'>>): Promise<PlanRow> {
    const [row] = await ex
      .update(plans)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    if (!row) throw new AppError('PLAN_NOT_FOUND');
    return row;
  },
};
