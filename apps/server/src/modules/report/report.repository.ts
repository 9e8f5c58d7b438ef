import { and, asc, desc, eq, gte, inArray, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AppointmentStatus, SeriesUnit } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { liveSalonOf } from '../../plugins/access.js';
import { appointmentPayments } from '../../db/tables/appointment-payment.table.js';
import { appointments } from '../../db/tables/appointment.table.js';
import { clientCounts, clients } from '../../db/tables/client.table.js';
import { appointmentDeposits } from '../../db/tables/deposit.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { salons } from '../../db/tables/salon.table.js';
import { services } from '../../db/tables/service.table.js';
import { appointmentDailyTotals, type DailyTotalDimension } from '../../db/tables/report.table.js';
import { sameCompanyRow } from '../../lib/same-company.js';

/** A salon's appointments starting in [start, end), the instants of the local days from..to. */
export interface ReportScope {
  companyId: string;
  salonId: string;
  from: string;
  to: string;
  start: Date;
  end: Date;
  timeZone: string;
}

export interface PeriodStatusRow {
  period: string;
  status: AppointmentStatus;
  count: number;
  incomeCents: number;
}

export interface DepositTotals {
  keptCents: number;
  keptCount: number;
  returnedCents: number;
  returnedCount: number;
}

export interface BreakdownRow {
  key: string | null;
  name: string;
  count: number;
  incomeCents: number;
}

const inScope = (scope: ReportScope): SQL | undefined =>
  and(
    eq(appointments.companyId, scope.companyId),
    eq(appointments.salonId, scope.salonId),
    gte(appointments.startsAt, scope.start),
    lt(appointments.startsAt, scope.end),
  );

/**
 * Income of one appointment: its booked price plus its travel fee
 * (docs/product.md "Money, prices and reports").
 */
const incomeCents = sql`${appointments.priceCents} + coalesce(${appointments.travelFeeCents}, 0)`;
/** Sums of cents can pass 2^31 over years of history: float8 holds them exactly and reads as a number. */
const sumIncome = sql<number>`coalesce(sum(${incomeCents}), 0)::float8`;
/** Visits rather than appointments: the parts of a visit of several services count once. */
const visitCount = sql<number>`count(distinct coalesce(${appointments.visitId}, ${appointments.id}))::int`;
const done = eq(appointments.status, 'done');

/** The rows of one dimension of a salon's daily totals over the range's local days. */
const totalsOf = (scope: ReportScope, dimension: DailyTotalDimension): SQL | undefined =>
  and(
    eq(appointmentDailyTotals.companyId, scope.companyId),
    eq(appointmentDailyTotals.salonId, scope.salonId),
    eq(appointmentDailyTotals.dimension, dimension),
    gte(appointmentDailyTotals.day, scope.from),
    lte(appointmentDailyTotals.day, scope.to),
  );
const totalCount = sql<number>`sum(${appointmentDailyTotals.count})::int`;
const totalIncome = sql<number>`sum(${appointmentDailyTotals.incomeCents})::float8`;
/** Rows whose appointments all moved away stay at zero until the salon is rebuilt; a report skips them. */
const nonEmpty = sql`sum(${appointmentDailyTotals.count}) > 0`;

/**
 * The report's figures come from the daily totals the database keeps (report.table.ts), which equal a GROUP BY
 * over the appointments of the range's local days (report-totals.test.ts proves it after every kind of change).
 */
export const reportRepository = {
  /** The company's live salons (deleted ones are left out of an all-salons report), by title. */
  liveSalons(ex: Executor, companyId: string) {
    return ex
      .select({ id: salons.id, title: salons.title, timeZone: salons.timeZone })
      .from(salons)
      .where(liveSalonOf(companyId))
      .orderBy(asc(salons.title), asc(salons.id));
  },

  /** Appointments and income per period (the first local day of each day, week or month) and status. */
  byPeriodAndStatus(ex: Executor, scope: ReportScope, unit: SeriesUnit): Promise<PeriodStatusRow[]> {
    const period = sql<string>`to_char(date_trunc(${unit}, ${appointmentDailyTotals.day}::timestamp), 'YYYY-MM-DD')`;
    return ex
      .select({
        period,
        status: sql<AppointmentStatus>`${appointmentDailyTotals.key}`,
        count: totalCount,
        incomeCents: totalIncome,
      })
      .from(appointmentDailyTotals)
      .where(totalsOf(scope, 'status'))
      .groupBy(sql`1`, sql`2`)
      .having(nonEmpty)
      .orderBy(sql`1`);
  },

  /** Done appointments and their income by employee, the largest income first. */
  doneByEmployee(ex: Executor, scope: ReportScope): Promise<BreakdownRow[]> {
    return ex
      .select({
        key: employees.id,
        name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
        count: totalCount,
        incomeCents: totalIncome,
      })
      .from(appointmentDailyTotals)
      .innerJoin(
        employees,
        and(
          sql`${employees.id} = ${appointmentDailyTotals.key}::uuid`,
          eq(employees.companyId, appointmentDailyTotals.companyId),
        ),
      )
      .where(totalsOf(scope, 'employee'))
      .groupBy(employees.id, employees.firstName, employees.lastName)
      .having(nonEmpty)
      .orderBy(sql`4 desc`, asc(employees.firstName));
  },

  doneByService(ex: Executor, scope: ReportScope): Promise<BreakdownRow[]> {
    return ex
      .select({ key: services.id, name: services.name, count: totalCount, incomeCents: totalIncome })
      .from(appointmentDailyTotals)
      .innerJoin(
        services,
        and(
          sql`${services.id} = ${appointmentDailyTotals.key}::uuid`,
          eq(services.companyId, appointmentDailyTotals.companyId),
        ),
      )
      .where(totalsOf(scope, 'service'))
      .groupBy(services.id, services.name)
      .having(nonEmpty)
      .orderBy(sql`4 desc`, asc(services.name));
  },

  doneByPaymentMethod(ex: Executor, scope: ReportScope): Promise<BreakdownRow[]> {
    return ex
      .select({
        key: sql<string | null>`nullif(${appointmentDailyTotals.key}, '')`,
        name: appointmentDailyTotals.key,
        count: totalCount,
        incomeCents: totalIncome,
      })
      .from(appointmentDailyTotals)
      .where(totalsOf(scope, 'payment_method'))
      .groupBy(appointmentDailyTotals.key)
      .having(nonEmpty)
      .orderBy(sql`4 desc`);
  },

  /** Deposits kept and returned of the range's visits (by their first part's start), in cents. */
  async deposits(ex: Executor, scope: ReportScope): Promise<DepositTotals> {
    const rows = await ex
      .select({
        status: appointmentDeposits.status,
        count: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${appointmentDeposits.amountCents}), 0)::float8`,
      })
      .from(appointmentDeposits)
      .innerJoin(
        appointments,
        sameCompanyRow(appointments, appointmentDeposits.appointmentId, appointmentDeposits.companyId),
      )
      .where(and(inScope(scope), inArray(appointmentDeposits.status, ['kept', 'returned'])))
      .groupBy(appointmentDeposits.status);
    const of = (status: string) => rows.find((row) => row.status === status);
    return {
      keptCents: of('kept')?.cents ?? 0,
      keptCount: of('kept')?.count ?? 0,
      returnedCents: of('returned')?.cents ?? 0,
      returnedCount: of('returned')?.count ?? 0,
    };
  },

  /** Every appointment of the range with the names a sheet shows, in time order. */
  listed(ex: Executor, scope: ReportScope) {
    return ex
      .select({
        startsAt: appointments.startsAt,
        status: appointments.status,
        paymentMethod: appointments.paymentMethod,
        paidByMethod: appointments.paidByMethod,
        priceCents: appointments.priceCents,
        travelFeeCents: appointments.travelFeeCents,
        client: sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`,
        employee: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
        service: services.name,
      })
      .from(appointments)
      .innerJoin(clients, sameCompanyRow(clients, appointments.clientId, appointments.companyId))
      .innerJoin(employees, sameCompanyRow(employees, appointments.employeeId, appointments.companyId))
      .innerJoin(services, sameCompanyRow(services, appointments.serviceId, appointments.companyId))
      .where(inScope(scope))
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
  },

  /** The payments of the range's appointments, in the appointments' order, with whose visit each paid. */
  payments(ex: Executor, scope: ReportScope) {
    return ex
      .select({
        paidAt: appointmentPayments.paidAt,
        visitStartsAt: appointments.startsAt,
        client: sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`,
        service: services.name,
        method: appointmentPayments.method,
        currency: appointmentPayments.currency,
        amountCents: appointmentPayments.amountCents,
        rate: appointmentPayments.rate,
        rateDate: appointmentPayments.rateDate,
        dollarsCents: appointmentPayments.dollarsCents,
        reference: appointmentPayments.reference,
      })
      .from(appointmentPayments)
      .innerJoin(
        appointments,
        sameCompanyRow(appointments, appointmentPayments.appointmentId, appointmentPayments.companyId),
      )
      .innerJoin(clients, sameCompanyRow(clients, appointments.clientId, appointments.companyId))
      .innerJoin(services, sameCompanyRow(services, appointments.serviceId, appointments.companyId))
      .where(inScope(scope))
      .orderBy(asc(appointments.startsAt), asc(appointments.id), asc(appointmentPayments.paidAt));
  },

  /** Appointments not cancelled per local date of the salon. */
  visitsByDay(ex: Executor, scope: ReportScope): Promise<{ day: string; count: number }[]> {
    return ex
      .select({ day: appointmentDailyTotals.day, count: totalCount })
      .from(appointmentDailyTotals)
      .where(and(totalsOf(scope, 'status'), ne(appointmentDailyTotals.key, 'cancelled')))
      .groupBy(appointmentDailyTotals.day);
  },

  /**
   * The clients with the most done visits (then the most spent), or the most spent (then the most visits),
   * at most `limit`; a visit of several services is one visit. Counted over the appointments alone, then the few winners' names: joined
   * before grouping, a salon with many clients had every one of them hashed for each report.
   */
  async doneByClient(
    ex: Executor,
    scope: ReportScope,
    order: 'visits' | 'spend',
    limit: number,
  ): Promise<BreakdownRow[]> {
    const ranking =
      order === 'visits' ? [desc(visitCount), desc(sumIncome)] : [desc(sumIncome), desc(visitCount)];
    const top = await ex
      .select({ key: appointments.clientId, count: visitCount, incomeCents: sumIncome })
      .from(appointments)
      .where(and(inScope(scope), done))
      .groupBy(appointments.clientId)
      .orderBy(...ranking, asc(appointments.clientId))
      .limit(limit);
    if (top.length === 0) return [];
    const names = await ex
      .select({ id: clients.id, name: sql<string>`${clients.firstName} || ' ' || ${clients.lastName}` })
      .from(clients)
      .where(
        and(
          eq(clients.companyId, scope.companyId),
          inArray(
            clients.id,
            top.map((row) => row.key),
          ),
        ),
      );
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    return top.map((row) => ({ ...row, name: nameOf.get(row.key) ?? '' }));
  },

  /** The salon's active clients, from the counts kept by triggers (client_counts, migration 0022). */
  async activeClients(ex: Executor, companyId: string, salonId: string): Promise<number> {
    const [row] = await ex
      .select({ count: clientCounts.count })
      .from(clientCounts)
      .where(
        and(
          eq(clientCounts.companyId, companyId),
          eq(clientCounts.salonId, salonId),
          eq(clientCounts.status, 'active'),
        ),
      );
    return row?.count ?? 0;
  },
};
