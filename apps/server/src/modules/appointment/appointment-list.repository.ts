import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import type { PageRead } from '../../lib/page-plan.js';
import { clients } from '../../db/tables/client.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { services } from '../../db/tables/service.table.js';
import { appointmentViewRepository, type AppointmentView } from '../appointment-view/index.js';
import { appointmentDailyTotals } from '../../db/tables/report.table.js';
import { appointmentCounts, appointments } from '../../db/tables/appointment.table.js';
import { uuidArray } from '../../lib/uuid-array.js';

export interface ListFilter {
  companyId: string;
  salonId: string;
  tab: 'future' | 'past';
  q: string;
  now: Date;
  employeeId?: string;
  /** What `q` names, when the caller looked it up once for the count and the page (`searchMatches`). */
  matches?: SearchMatches;
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

/** The client's name as its trigram index holds it (migration 0024). */
const clientName = sql`${clients.firstName} || ' ' || ${clients.lastName}`;

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A search matches more than this many appointments: it says "more than" rather than count them all. */
export const SEARCH_COUNT_CAP = 1_000;

/**
 * What the search names: the salon's clients whose name holds it (as a condition: a common name such as
 * "Mar" is a third of a large salon's clients), and its employees and services (a few, by id).
 */
export interface SearchMatches {
  clients: { companyId: string; salonId: string; pattern: string };
  employeeIds: string[];
  serviceIds: string[];
}

/**
 * The appointments of the matched people and services. Employees and services are matched first in their own
 * small tables, then asked of the appointments by id: joined, a search walked and joined every appointment of
 * the history to filter on names (a service's name, a third of five years: 1.4 s). Clients are asked as a
 * subquery, never as a list: 15,000 matched ids of a salon of 40,000 cost a quarter of a second to send and
 * plan in each of the count and the page; as a semi-join, the planner walks the newest appointments and looks
 * each client up when the name is common, or matches the few clients first when it is rare (their trigram
 * index).
 */
function matchesIds(matches: SearchMatches): SQL {
  const { companyId, salonId, pattern } = matches.clients;
  const byClient = sql`${appointments.clientId} in (select ${clients.id} from ${clients}
      where ${clients.companyId} = ${companyId} and ${clients.salonId} = ${salonId}
        and ${clientName} ilike ${pattern})`;
  // Alone, the subquery becomes a semi-join the planner can order either way; under an OR it cannot.
  if (!matches.employeeIds.length && !matches.serviceIds.length) return byClient;
  const parts = [
    byClient,
    matches.employeeIds.length
      ? sql`${appointments.employeeId} = any(${uuidArray(matches.employeeIds)}::uuid[])`
      : undefined,
    matches.serviceIds.length
      ? sql`${appointments.serviceId} = any(${uuidArray(matches.serviceIds)}::uuid[])`
      : undefined,
  ];
  return or(...parts)!;
}

/** The search's matches: as looked up by the caller, else now; null without a search. */
const matchesOf = async (ex: Executor, filter: ListFilter) =>
  filter.q ? (filter.matches ?? (await appointmentListRepository.searchMatches(ex, filter))) : null;

/** The tab's rows without the text search: what the salon/start index answers alone. */
const tabCondition = (filter: ListFilter) =>
  and(
    eq(appointments.companyId, filter.companyId),
    eq(appointments.salonId, filter.salonId),
    filter.tab === 'future' ? gte(appointments.startsAt, filter.now) : lt(appointments.startsAt, filter.now),
    filter.employeeId ? eq(appointments.employeeId, filter.employeeId) : undefined,
  );

/**
 * The list's pages. A page is read in two steps: the ids of the page from the (company, salon,
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
    const matches = await matchesOf(ex, filter);
    const where = and(tabCondition(filter), after, matches ? matchesIds(matches) : undefined);
    return ex
      .select(keyColumns)
      .from(appointments)
      .where(where)
      .orderBy(...order)
      .limit(read.limit)
      .offset(read.offset);
  },

  /** Who and what in the salon the search names: the client's, employee's or service's name holds it. */
  async searchMatches(ex: Executor, filter: Pick<ListFilter, 'companyId' | 'salonId' | 'q'>) {
    const pattern = likePattern(filter.q);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    const [employeeIds, serviceIds] = await Promise.all([
      ex
        .select({ id: employees.id })
        .from(employees)
        .where(
          // The company's: one who moved to another salon still did this salon's past visits.
          and(
            eq(employees.companyId, filter.companyId),
            ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, pattern),
          ),
        )
        .then(ids),
      ex
        .select({ id: services.id })
        .from(services)
        .where(
          and(
            eq(services.companyId, filter.companyId),
            eq(services.salonId, filter.salonId),
            ilike(services.name, pattern),
          ),
        )
        .then(ids),
    ]);
    const clientsNamed = { companyId: filter.companyId, salonId: filter.salonId, pattern };
    return { clients: clientsNamed, employeeIds, serviceIds } satisfies SearchMatches;
  },

  /**
   * A deep page of the Past tab by number, read from the start of the local day it falls in rather
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
   * few months of bookings), and Past is the rest. A text search counts its matches up to SEARCH_COUNT_CAP.
   */
  async count(ex: Executor, filter: ListFilter): Promise<{ total: number; capped: boolean }> {
    if (filter.q) {
      // Counted up to one past the cap: a name most of the history holds stops there instead of counting it all.
      const matches = (await matchesOf(ex, filter))!;
      const result = (await ex.execute(sql`
        select count(*)::int as n from (
          select 1 from ${appointments} where ${and(tabCondition(filter), matchesIds(matches))}
          limit ${SEARCH_COUNT_CAP + 1}
        ) matched`)) as unknown as { rows: { n: number }[] };
      const n = result.rows[0]?.n ?? 0;
      return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total: n, capped: false };
    }
    const [future] = await ex
      .select({ n: count() })
      .from(appointments)
      .where(tabCondition({ ...filter, tab: 'future' }));
    if (filter.tab === 'future') return { total: future?.n ?? 0, capped: false };
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
    return { total: Math.max(0, (all?.n ?? 0) - (future?.n ?? 0)), capped: false };
  },
};
