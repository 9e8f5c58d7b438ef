import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { EventArea } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { eventLog, type EventLogRow } from './event-log.table.js';

export interface EventLogFilter {
  companyId: string;
  area?: EventArea;
  salonId?: string;
}

/** A salon's opening hours are part of the salon: the Salon filter shows their changes too. */
const AREAS_SHOWN_UNDER: Partial<Record<EventArea, EventArea[]>> = { salon: ['salon', 'schedule'] };

const whereOf = (filter: EventLogFilter): SQL | undefined =>
  and(
    eq(eventLog.companyId, filter.companyId),
    filter.area ? inArray(eventLog.area, AREAS_SHOWN_UNDER[filter.area] ?? [filter.area]) : undefined,
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
