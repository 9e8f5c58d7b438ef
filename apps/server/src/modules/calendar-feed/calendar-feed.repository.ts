import { and, asc, eq, gte, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { CalendarFeedScope } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { claimRoute, companyOfRoute } from '../../lib/shard-routes.js';
import { accounts } from '../../db/tables/account.table.js';
import { appointments } from '../../db/tables/appointment.table.js';
import {
  calendarFeeds,
  type CalendarFeedRow,
  type NewCalendarFeed,
} from '../../db/tables/calendar-feed.table.js';
import { clients } from '../../db/tables/client.table.js';
import { companies } from '../../db/tables/company.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { salons } from '../../db/tables/salon.table.js';
import { services } from '../../db/tables/service.table.js';
import { sameCompanyRow } from '../../lib/same-company.js';

/** Which live feed a call is about: an account's own feed, or its feed of one salon. */
export interface FeedKey {
  companyId: string;
  accountId: string;
  scope: CalendarFeedScope;
  salonId: string;
}

// An employee has one salon: their own feed is one per account, whichever salon they were in when it was made.
const live = (key: FeedKey): SQL | undefined =>
  and(
    eq(calendarFeeds.companyId, key.companyId),
    eq(calendarFeeds.accountId, key.accountId),
    eq(calendarFeeds.scope, key.scope),
    key.scope === 'salon' ? eq(calendarFeeds.salonId, key.salonId) : undefined,
    isNull(calendarFeeds.revokedAt),
  );

/** A live feed found by its secret, with what decides today whether its account may still read it. */
export interface FeedHolder {
  feed: CalendarFeedRow;
  /** The company's owner account: a salon feed of theirs needs nothing more. */
  ownerAccountId: string;
  /** The account's employee record in the company, if it has one. */
  employee: {
    id: string;
    salonId: string;
    firstName: string;
    role: (typeof employees.$inferSelect)['role'];
    deactivated: boolean;
  } | null;
}

/** One appointment as a feed shows it: no last names, contact details or notes (docs/decisions.md). */
export interface FeedEvent {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: (typeof appointments.$inferSelect)['status'];
  createdAt: Date;
  updatedAt: Date;
  serviceName: string;
  clientFirstName: string;
  employeeFirstName: string;
  salonAddress: string;
  salonCity: string;
}

export interface FeedEventFilter {
  companyId: string;
  /** A salon's appointments, or (with `employeeId`) one employee's in every live salon of the company. */
  salonId?: string;
  employeeId?: string;
  from: Date;
  to: Date;
  limit: number;
}

export const calendarFeedRepository = {
  /**
   * Holds the account row until the transaction ends, so two "new link" calls of one person run one after the
   * other: the second revokes the first's feed instead of meeting it on the unique index.
   */
  async lockAccount(ex: Executor, accountId: string): Promise<void> {
    await ex.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  },

  async findLive(ex: Executor, key: FeedKey): Promise<CalendarFeedRow | undefined> {
    const [row] = await ex.select().from(calendarFeeds).where(live(key)).limit(1);
    return row;
  },

  /** Revokes the key's live feed (there is one at most); answers the rows revoked. */
  revokeLive(ex: Executor, key: FeedKey, now: Date): Promise<CalendarFeedRow[]> {
    return ex.update(calendarFeeds).set({ revokedAt: now }).where(live(key)).returning();
  },

  /** With the token's route, unique across companies. */
  async insert(ex: Executor, values: NewCalendarFeed): Promise<CalendarFeedRow> {
    await claimRoute(ex, 'calendar_feed', values.tokenHash, values.companyId);
    const [row] = await ex.insert(calendarFeeds).values(values).returning();
    return row!;
  },

  async findHolderByHash(ex: Executor, tokenHash: string): Promise<FeedHolder | undefined> {
    const [row] = await ex
      .select({
        feed: calendarFeeds,
        ownerAccountId: companies.ownerAccountId,
        employeeId: employees.id,
        employeeSalonId: employees.salonId,
        employeeFirstName: employees.firstName,
        employeeRole: employees.role,
        employeeDeactivated: employees.deactivated,
      })
      .from(calendarFeeds)
      .innerJoin(companies, eq(companies.id, calendarFeeds.companyId))
      .leftJoin(
        employees,
        and(
          eq(employees.accountId, calendarFeeds.accountId),
          eq(employees.companyId, calendarFeeds.companyId),
        ),
      )
      .where(
        and(
          eq(calendarFeeds.companyId, companyOfRoute('calendar_feed', tokenHash)),
          eq(calendarFeeds.tokenHash, tokenHash),
          isNull(calendarFeeds.revokedAt),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const { feed, ownerAccountId, employeeId, employeeSalonId, employeeFirstName, employeeRole } = row;
    return {
      feed,
      ownerAccountId,
      employee:
        employeeId && employeeSalonId && employeeRole
          ? {
              id: employeeId,
              salonId: employeeSalonId,
              firstName: employeeFirstName ?? '',
              role: employeeRole,
              deactivated: row.employeeDeactivated ?? false,
            }
          : null,
    };
  },

  /**
   * The appointments a feed lists, earliest first: not cancelled, starting in [from, to), company-scoped. Read
   * from (company, salon, start) or (employee, start), the indexes the calendar uses.
   */
  events(ex: Executor, filter: FeedEventFilter): Promise<FeedEvent[]> {
    return ex
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
        createdAt: appointments.createdAt,
        updatedAt: appointments.updatedAt,
        serviceName: services.name,
        clientFirstName: clients.firstName,
        employeeFirstName: employees.firstName,
        salonAddress: salons.address,
        salonCity: salons.city,
      })
      .from(appointments)
      .innerJoin(services, sameCompanyRow(services, appointments.serviceId, appointments.companyId))
      .innerJoin(clients, sameCompanyRow(clients, appointments.clientId, appointments.companyId))
      .innerJoin(employees, sameCompanyRow(employees, appointments.employeeId, appointments.companyId))
      .innerJoin(salons, sameCompanyRow(salons, appointments.salonId, appointments.companyId))
      .where(
        and(
          eq(appointments.companyId, filter.companyId),
          filter.salonId ? eq(appointments.salonId, filter.salonId) : undefined,
          filter.employeeId ? eq(appointments.employeeId, filter.employeeId) : undefined,
          ne(appointments.status, 'cancelled'),
          gte(appointments.startsAt, filter.from),
          lt(appointments.startsAt, filter.to),
          isNull(salons.deletedAt),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id))
      .limit(filter.limit);
  },

  /** Notes a fetch, at most once an hour per feed (a calendar polls often; the owner only needs "recently"). */
  async touch(ex: Executor, feed: { id: string; companyId: string }, now: Date): Promise<void> {
    const hourAgo = new Date(now.getTime() - 3_600_000);
    await ex
      .update(calendarFeeds)
      .set({ lastFetchedAt: now })
      .where(
        and(
          eq(calendarFeeds.id, feed.id),
          eq(calendarFeeds.companyId, feed.companyId),
          or(isNull(calendarFeeds.lastFetchedAt), lt(calendarFeeds.lastFetchedAt, hourAgo)),
        ),
      );
  },
};
