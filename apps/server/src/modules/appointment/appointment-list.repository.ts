import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import type { PageRead } from '../../lib/page-plan.js';
import { clients } from '../client/client.table.js';
import { employees } from '../employee/employee.table.js';
import { services } from '../service/service.table.js';
import { appointmentRepository, type AppointmentView } from './appointment.repository.js';
import { appointmentCounts, appointments } from './appointment.table.js';

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

  /** The rows of these ids with their names, in the order given. */
  async viewsOf(ex: Executor, companyId: string, ids: string[]): Promise<AppointmentView[]> {
    if (ids.length === 0) return [];
    const rows = await appointmentRepository.viewsByIds(ex, companyId, ids);
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
