import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { EventArea } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { eventLog, type EventLogRow } from './event-log.table.js';

export interface EventLogFilter {
  companyId: string;
  area?: EventArea;
  salonId?: string;
}

const whereOf = (filter: EventLogFilter): SQL | undefined =>
  and(
    eq(eventLog.companyId, filter.companyId),
    filter.area ? eq(eventLog.area, filter.area) : undefined,
    filter.salonId ? eq(eventLog.salonId, filter.salonId) : undefined,
  );

export const eventLogRepository = {
  async insert(ex: Executor, values: typeof eventLog.$inferInsert): Promise<void> {
    await ex.insert(eventLog).values(values);
  },

  async findPage(
    ex: Executor,
    filter: EventLogFilter,
    page: { limit: number; offset: number },
  ): Promise<{ rows: EventLogRow[]; total: number }> {
    const where = whereOf(filter);
    const rows = await ex
      .select()
      .from(eventLog)
      .where(where)
      .orderBy(desc(eventLog.createdAt), desc(eventLog.id))
      .limit(page.limit)
      .offset(page.offset);
    const [totalRow] = await ex.select({ total: count() }).from(eventLog).where(where);
    return { rows, total: totalRow?.total ?? 0 };
  },
};
