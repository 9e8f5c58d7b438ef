import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../lib/db.js';
import { clients } from '../../db/tables/client.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { services } from '../../db/tables/service.table.js';
import { waitlistEntries, type WaitlistEntryRow } from '../../db/tables/waitlist.table.js';
import { sameCompanyRow, rowOfCompany } from '../../lib/same-company.js';

/** An entry with the names the screens show. */
export interface EntryView {
  entry: WaitlistEntryRow;
  client: { id: string; firstName: string; lastName: string; email: string | null; phone: string };
  service: { id: string; name: string; durationMinutes: number };
  employee: { id: string; firstName: string; lastName: string } | null;
}

const entryViewColumns = {
  entry: waitlistEntries,
  client: {
    id: clients.id,
    firstName: clients.firstName,
    lastName: clients.lastName,
    email: clients.email,
    phone: clients.phone,
  },
  service: { id: services.id, name: services.name, durationMinutes: services.durationMinutes },
  employeeId: employees.id,
  employeeFirstName: employees.firstName,
  employeeLastName: employees.lastName,
};

type EntryViewRow = {
  entry: WaitlistEntryRow;
  client: EntryView['client'];
  service: EntryView['service'];
  employeeId: string | null;
  employeeFirstName: string | null;
  employeeLastName: string | null;
};

const toEntryView = (row: EntryViewRow): EntryView => ({
  entry: row.entry,
  client: row.client,
  service: row.service,
  employee:
    row.employeeId === null
      ? null
      : { id: row.employeeId, firstName: row.employeeFirstName!, lastName: row.employeeLastName! },
});

const selectEntryViews = (ex: Executor) =>
  ex
    .select(entryViewColumns)
    .from(waitlistEntries)
    .innerJoin(clients, sameCompanyRow(clients, waitlistEntries.clientId, waitlistEntries.companyId))
    .innerJoin(services, sameCompanyRow(services, waitlistEntries.serviceId, waitlistEntries.companyId))
    .leftJoin(employees, sameCompanyRow(employees, waitlistEntries.employeeId, waitlistEntries.companyId));

/** The list's order: first come, first offered (ids are time-ordered, so ties stay stable). */
const listOrder = [asc(waitlistEntries.createdAt), asc(waitlistEntries.id)];

/** A salon as the waitlist's reads by salon name it: with its company. */
export type SalonRef = { id: string; companyId: string };

export const waitlistRepository = {
  async insertEntry(ex: Executor, values: typeof waitlistEntries.$inferInsert): Promise<WaitlistEntryRow> {
    const [row] = await ex.insert(waitlistEntries).values(values).returning();
    return row!;
  },

  async countWaitingOfClient(ex: Executor, salon: SalonRef, clientId: string): Promise<number> {
    const [row] = await ex
      .select({ count: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.companyId, salon.companyId),
          eq(waitlistEntries.salonId, salon.id),
          eq(waitlistEntries.clientId, clientId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      );
    return row!.count;
  },

  /** A salon's entries: the waiting ones in their order, then (with `all`) the others ended since `since`. */
  async listOfSalon(
    ex: Executor,
    companyId: string,
    salonId: string,
    options: { all: boolean; since: Date },
  ): Promise<EntryView[]> {
    const scope = and(eq(waitlistEntries.companyId, companyId), eq(waitlistEntries.salonId, salonId));
    const waiting = await selectEntryViews(ex)
      .where(and(scope, eq(waitlistEntries.status, 'waiting')))
      .orderBy(...listOrder);
    if (!options.all) return waiting.map(toEntryView);
    const ended = await selectEntryViews(ex)
      .where(and(scope, ne(waitlistEntries.status, 'waiting'), gt(waitlistEntries.endedAt, options.since)))
      .orderBy(desc(waitlistEntries.endedAt))
      .limit(500);
    return [...waiting, ...ended].map(toEntryView);
  },

  async findEntryView(ex: Executor, companyId: string, id: string): Promise<EntryView | undefined> {
    const [row] = await selectEntryViews(ex).where(rowOfCompany(waitlistEntries, id, companyId));
    return row ? toEntryView(row) : undefined;
  },

  /** A waiting entry's place in its salon's list (1 first). */
  async positionOf(ex: Executor, entry: WaitlistEntryRow): Promise<number> {
    const [row] = await ex
      .select({ count: sql<number>`count(*)::int` })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.companyId, entry.companyId),
          eq(waitlistEntries.salonId, entry.salonId),
          eq(waitlistEntries.status, 'waiting'),
          // Compared with the row itself: a JavaScript date drops PostgreSQL's microseconds.
          sql`(${waitlistEntries.createdAt}, ${waitlistEntries.id}) <= (select e.created_at, e.id from waitlist_entries e where e.id = ${entry.id} and e.company_id = ${entry.companyId})`,
        ),
      );
    return row!.count;
  },

  /** First and last names of employees, by id. */
  async employeeNames(ex: Executor, companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await ex
      .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), inArray(employees.id, [...new Set(ids)])));
    return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
  },

  /** Ends a waiting entry (booked, removed, expired); undefined when it no longer waited. */
  async endEntry(
    ex: Executor,
    entry: { id: string; companyId: string },
    status: 'booked' | 'removed',
    appointmentId: string | null = null,
  ): Promise<WaitlistEntryRow | undefined> {
    const [row] = await ex
      .update(waitlistEntries)
      .set({ status, appointmentId, endedAt: sql`now()` })
      .where(
        and(
          eq(waitlistEntries.id, entry.id),
          eq(waitlistEntries.companyId, entry.companyId),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .returning();
    return row;
  },

  /** Entries whose last local day is before `today`: they stop waiting, and their open offers lapse. */
  async expireEntries(ex: Executor, salon: SalonRef, today: string): Promise<void> {
    await ex
      .update(waitlistEntries)
      .set({ status: 'expired', endedAt: sql`now()` })
      .where(
        and(
          eq(waitlistEntries.companyId, salon.companyId),
          eq(waitlistEntries.salonId, salon.id),
          eq(waitlistEntries.status, 'waiting'),
          lt(waitlistEntries.toDate, today),
        ),
      );
  },

  /** The salon's waiting entries in the list's order (at most `limit`). */
  async waitingOfSalon(ex: Executor, salon: SalonRef, limit: number): Promise<WaitlistEntryRow[]> {
    return ex
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.companyId, salon.companyId),
          eq(waitlistEntries.salonId, salon.id),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(...listOrder)
      .limit(limit);
  },

  async lockEntry(ex: Executor, id: string, companyId: string): Promise<WaitlistEntryRow | undefined> {
    const [row] = await ex
      .select()
      .from(waitlistEntries)
      .where(rowOfCompany(waitlistEntries, id, companyId))
      .for('update');
    return row;
  },

  /** Whether anyone still waits in the salon. */
  async anyWaiting(ex: Executor, salon: SalonRef): Promise<boolean> {
    const rows = await ex
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.companyId, salon.companyId),
          eq(waitlistEntries.salonId, salon.id),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  /** The salon's waitlist to oneself until the transaction ends: one look at a time. */
  async lockSalon(ex: Executor, salonId: string): Promise<void> {
    await ex.execute(sql`select pg_advisory_xact_lock(hashtext(${'waitlist:' + salonId}))`);
  },

  /** Wakes the salon's waitlist at `at` (or sooner, if a wake is already planned earlier). */
  async wake(ex: Executor, salonId: string, companyId: string, at: Date): Promise<void> {
    await ex.execute(
      sql`select waitlist_wake(${salonId}::uuid, ${companyId}::uuid, ${at.toISOString()}::timestamptz)`,
    );
  },
};
