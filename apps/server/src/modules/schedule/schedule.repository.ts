import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { schedules, type ScheduleRow } from '../../db/tables/schedule.table.js';

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
      .where(and(eq(schedules.id, id), eq(schedules.companyId, companyId)))
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
      .where(and(eq(schedules.id, id), eq(schedules.companyId, companyId)))
      .returning();
    return row!;
  },

  async delete(ex: Executor, id: string, companyId: string): Promise<void> {
    await ex.delete(schedules).where(and(eq(schedules.id, id), eq(schedules.companyId, companyId)));
  },
};
