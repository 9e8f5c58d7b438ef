import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import type { PageRead } from '../../lib/page-plan.js';
import { clients } from '../../db/tables/client.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { services } from '../../db/tables/service.table.js';
import { appointmentViewRepository, type AppointmentView } from '../appointment-view/index.js';
import { appointmentDailyTotals } from '../../db/tables/report.table.js';
import { appointmentCounts, appointments } from '../../db/tables/appointment.table.js';

export interface ListFilter {
  companyId: string;
  salonId: string;
  tab: 'future' | 'past';
  q: string;
  now: Date;
  employeeId?: string;
}

/** A row's place in the list: its start as PostgreSQL writes it (microseconds kept) and its id. */
export interface ListKey {
  key: string;
  id: string;
}

/** Below this offset a page by number skips its rows (under a millisecond); from it on it starts from its day. */
export const DAY_JUMP_FROM = 2_000;
/** Sorts before every real id (ids are UUIDv7): `(start, id) > (instant, ZERO_ID)` means "start ≥ instant". */
const ZERO_ID = '00000000-0000-0000-0000-000000000000';

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matchesText(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(sql`${clients.firstName} || ' ' || ${clients.lastName}`, pattern),
    ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
    ilike(services.name, pattern),
  );
}

/** The tab's rows without the text search: what the salon/start index answers alone. */
const tabCondition = (filter: ListFilter) =>
  and(
    eq(appointments.companyId, filter.companyId),
    eq(appointments.salonId, filter.salonId),
    filter.tab === 'future' ? gte(appointments.startsAt, filter.now) : lt(appointments.startsAt, filter.now),
    filter.employeeId ? eq(appointments.employeeId, filter.employeeId) : undefined,
  );

/**
 * The list's pages (issue 15). A page is read in two steps: the ids of the page from the (company, salon,
 * start, id) index alone — by keyset after a cursor's row, or by an offset from the nearer end — then those
 * twenty rows with their names. Joining the names only for the page keeps an offset from joining every row
 * it skips. A text search needs the names to filter, so it joins them (and is not what deep paging is for).
 */
export const appointmentListRepository = {
  async pageKeys(ex: Executor, filter: ListFilter, read: PageRead): Promise<ListKey[]> {
    // Future is soonest first, Past newest first; a backward read goes the other way.
    const descending = (filter.tab === 'past') !== read.backward;
    const after = read.after
      ? sql`(${appointments.startsAt}, ${appointments.id}) ${sql.raw(descending ? '<' : '>')} (${read.after.key}::timestamptz, ${read.after.id}::uuid)`
      : undefined;
    const order = descending
      ? [desc(appointments.startsAt), desc(appointments.id)]
      : [asc(appointments.startsAt), asc(appointments.id)];
    const keyColumns = { key: sql<string>`${appointments.startsAt}::text`, id: appointments.id };
    const where = and(tabCondition(filter), after, matchesText(filter.q));
    const query = filter.q
      ? ex
          .select(keyColumns)
          .from(appointments)
          .innerJoin(clients, eq(clients.id, appointments.clientId))
          .innerJoin(employees, eq(employees.id, appointments.employeeId))
          .innerJoin(services, eq(services.id, appointments.serviceId))
          .where(where)
      : ex.select(keyColumns).from(appointments).where(where);
    return query
      .orderBy(...order)
      .limit(read.limit)
      .offset(read.offset);
  },

  /**
   * A deep page of the Past tab by number (issue 15), read from the start of the local day it falls in rather
   * than through every row before it: the per-day totals (`appointment_daily_totals`, kept by triggers in the
   * same transaction as every appointment) say how many appointments each earlier day holds, so the offset
   * left is at most one day's. Newest first, today's appointments before now come first (counted through the
   * index); read backward (from the oldest end), the days go the other way. For the whole salon's list only:
   * the totals count every appointment of the salon, not an employee's own or a search's. Returns `read`
   * itself when the page falls in today or beyond the list.
   */
  async fromItsDay(ex: Executor, filter: ListFilter, read: PageRead, timeZone: string): Promise<PageRead> {
    const now = filter.now.toISOString();
    const today = sql`(${now}::timestamptz at time zone ${timeZone})::date`;
    let skip = read.offset;
    if (!read.backward) {
      const [row] = await ex
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            tabCondition(filter),
            sql`${appointments.startsAt} >= (${today}::timestamp at time zone ${timeZone})`,
          ),
        );
      skip -= row?.n ?? 0;
      if (skip < 0) return read;
    }
    // Days in the order the page is read, each summed as it comes from the totals' index: the read stops at
    // the day holding the page (about 200 index entries for page 2,000 of a busy salon's past).
    const order = sql.raw(read.backward ? 'asc' : 'desc');
    // The day's first instant newest first is the next day's start (rows before it); oldest first its own.
    const bound = read.backward ? sql`day` : sql`day + 1`;
    const result = (await ex.execute(sql`
      select ((${bound})::timestamp at time zone ${timeZone})::text as bound, (through - n)::int as before
      from (
        select day, n, sum(n) over (order by day ${order}) as through
        from (
          select ${appointmentDailyTotals.day} as day, sum(${appointmentDailyTotals.count})::int as n
          from ${appointmentDailyTotals}
          where ${appointmentDailyTotals.companyId} = ${filter.companyId}
            and ${appointmentDailyTotals.salonId} = ${filter.salonId}
            and ${appointmentDailyTotals.dimension} = 'status' and ${appointmentDailyTotals.day} < ${today}
          group by ${appointmentDailyTotals.day}
          order by ${appointmentDailyTotals.day} ${order}
        ) days
      ) running
      where through > ${skip}
      order by day ${order}
      limit 1`)) as unknown as { rows: { bound: string; before: number }[] };
    const day = result.rows[0];
    if (!day) return read;
    return { ...read, after: { key: day.bound, id: ZERO_ID }, offset: skip - day.before };
  },

  /** The rows of these ids with their names, in the order given. */
  async viewsOf(ex: Executor, companyId: string, ids: string[]): Promise<AppointmentView[]> {
    if (ids.length === 0) return [];
    const rows = await appointmentViewRepository.byIds(ex, companyId, ids);
    const byId = new Map(rows.map((row) => [row.appointment.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /**
   * The tab's exact count without scanning the history: the salon's (or the employee's) appointments come
   * from `appointment_counts`, kept by triggers; Future counts the rows from now on through the index (a
   * few months of bookings), and Past is the rest. A text search counts its matches.
   */
  async count(ex: Executor, filter: ListFilter): Promise<number> {
    if (filter.q) {
      const [row] = await ex
        .select({ n: count() })
        .from(appointments)
        .innerJoin(clients, eq(clients.id, appointments.clientId))
        .innerJoin(employees, eq(employees.id, appointments.employeeId))
        .innerJoin(services, eq(services.id, appointments.serviceId))
        .where(and(tabCondition(filter), matchesText(filter.q)));
      return row?.n ?? 0;
    }
    const [future] = await ex
      .select({ n: count() })
      .from(appointments)
      .where(tabCondition({ ...filter, tab: 'future' }));
    if (filter.tab === 'future') return future?.n ?? 0;
    const [all] = await ex
      .select({ n: sum(appointmentCounts.count).mapWith(Number) })
      .from(appointmentCounts)
      .where(
        and(
          eq(appointmentCounts.companyId, filter.companyId),
          eq(appointmentCounts.salonId, filter.salonId),
          filter.employeeId ? eq(appointmentCounts.employeeId, filter.employeeId) : undefined,
        ),
      );
    return Math.max(0, (all?.n ?? 0) - (future?.n ?? 0));
  },
};
