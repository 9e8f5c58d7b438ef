import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { salons, schedules, type ScheduleRow } from '../../db/tables/salon.table.js';
import { rowOfCompany } from '../../lib/same-company.js';

export const scheduleRepository = {
  async insert(ex: Executor, values: typeof schedules.$inferInsert): Promise<ScheduleRow> {
    const [row] = await ex.insert(schedules).values(values).returning();
    return row!;
  },

  /** Scoped by company: another company's schedule is not found, like a missing one. */
  async findOwn(ex: Executor, id: string, companyId: string): Promise<ScheduleRow | undefined> {
    const [row] = await ex
      .select()
      .from(schedules)
      .where(rowOfCompany(schedules, id, companyId))
      .limit(1);
    return row;
  },

  async findManyByIds(ex: Executor, ids: readonly string[], companyId: string): Promise<ScheduleRow[]> {
    if (ids.length === 0) return [];
    return ex
      .select()
      .from(schedules)
      .where(and(inArray(schedules.id, [...ids]), eq(schedules.companyId, companyId)));
  },

  async update(
    ex: Executor,
    id: string,
    companyId: string,
    patch: Partial<Pick<ScheduleRow, 'title' | 'description' | 'days' | 'salonId'>>,
  ): Promise<ScheduleRow> {
    const [row] = await ex
      .update(schedules)
      .set({ ...patch, updatedAt: new Date() })
      .where(rowOfCompany(schedules, id, companyId))
      .returning();
    return row!;
  },

  async delete(ex: Executor, id: string, companyId: string): Promise<void> {
    await ex.delete(schedules).where(rowOfCompany(schedules, id, companyId));
  },
  /** Makes `scheduleId` the salon's hours (the salon of the caller's company). */
  async attachToSalon(ex: Executor, salonId: string, companyId: string, scheduleId: string): Promise<void> {
    await ex
      .update(salons)
      .set({ scheduleId, updatedAt: new Date() })
      .where(rowOfCompany(salons, salonId, companyId));
  },

  /** Takes the schedule off every salon using it (it is being deleted); answers those salons. */
  detachFromSalons(ex: Executor, scheduleId: string, companyId: string) {
    return ex
      .update(salons)
      .set({ scheduleId: null, updatedAt: new Date() })
      .where(and(eq(salons.scheduleId, scheduleId), eq(salons.companyId, companyId)))
      .returning({ id: salons.id, title: salons.title });
  },
};
