import { and, asc, desc, eq, getTableColumns, inArray, sql, sum, type SQL } from 'drizzle-orm';
import type { EventArea } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import type { PageRead } from '../../lib/page-plan.js';
import { eventLog, eventLogCounts, type EventLogRow } from '../../db/tables/event-log.table.js';

export interface EventLogFilter {
  companyId: string;
  area?: EventArea;
  salonId?: string;
}

/** An entry with its place in the list: created_at as PostgreSQL writes it (microseconds kept). */
export type EventLogPageRow = EventLogRow & { sortKey: string };

/** A salon's opening hours are part of the salon: the Salon filter shows their changes too. */
const AREAS_SHOWN_UNDER: Partial<Record<EventArea, EventArea[]>> = { salon: ['salon', 'schedule'] };
const areasOf = (filter: EventLogFilter) =>
  filter.area ? (AREAS_SHOWN_UNDER[filter.area] ?? [filter.area]) : undefined;

const whereOf = (filter: EventLogFilter): SQL | undefined => {
  const areas = areasOf(filter);
  return and(
    eq(eventLog.companyId, filter.companyId),
    areas ? inArray(eventLog.area, areas) : undefined,
    filter.salonId ? eq(eventLog.salonId, filter.salonId) : undefined,
  );
};

export const eventLogRepository = {
  async insert(ex: Executor, values: typeof eventLog.$inferInsert): Promise<void> {
    await ex.insert(eventLog).values(values);
  },

  /**
   * One page, newest first, read from the (company[, area | salon], created_at, id) index: after a cursor's
   * entry by keyset, or by an offset from the nearer end of the list.
   */
  async findPage(ex: Executor, filter: EventLogFilter, read: PageRead): Promise<EventLogPageRow[]> {
    const descending = !read.backward;
    const after = read.after
      ? sql`(${eventLog.createdAt}, ${eventLog.id}) ${sql.raw(descending ? '<' : '>')} (${read.after.key}::timestamptz, ${read.after.id}::uuid)`
      : undefined;
    const order = descending
      ? [desc(eventLog.createdAt), desc(eventLog.id)]
      : [asc(eventLog.createdAt), asc(eventLog.id)];
    // The page's ids first, from the index alone, so an offset skips index entries rather than rows.
    const page = ex
      .select({ id: eventLog.id })
      .from(eventLog)
      .where(and(whereOf(filter), after))
      .orderBy(...order)
      .limit(read.limit)
      .offset(read.offset);
    return ex
      .select({ ...getTableColumns(eventLog), sortKey: sql<string>`${eventLog.createdAt}::text` })
      .from(eventLog)
      .where(and(eq(eventLog.companyId, filter.companyId), inArray(eventLog.id, page)))
      .orderBy(...order);
  },

  /** The exact count from `event_log_counts` (kept by triggers): a few rows, whatever the history. */
  async count(ex: Executor, filter: EventLogFilter): Promise<number> {
    const areas = areasOf(filter);
    const [row] = await ex
      .select({ n: sum(eventLogCounts.count).mapWith(Number) })
      .from(eventLogCounts)
      .where(
        and(
          eq(eventLogCounts.companyId, filter.companyId),
          areas ? inArray(eventLogCounts.area, areas) : undefined,
          filter.salonId ? eq(eventLogCounts.salonKey, filter.salonId) : undefined,
        ),
      );
    return row?.n ?? 0;
  },
};
