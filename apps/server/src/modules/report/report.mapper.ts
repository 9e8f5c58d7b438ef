import {
  addDays,
  APPOINTMENT_STATUSES,
  averageDailyRateCents,
  daysInRange,
  isoDate,
  parseLocalDate,
  periodStart,
  seriesUnitFor,
  type IncomesReportWire,
  type LocalRange,
  toDollars,
} from '@salon/core';
import type { appointments } from '../../db/tables/appointment.table.js';
import type { BreakdownRow, DepositTotals, PeriodStatusRow } from './report.repository.js';

/** Every period a range touches, so a chart shows the empty ones too. */
export function periodsOf(range: LocalRange, unit = seriesUnitFor(daysInRange(range))): string[] {
  const periods: string[] = [];
  for (let day = range.from; day <= range.to; day = isoDate(addDays(parseLocalDate(day), 1))) {
    const period = periodStart(day, unit);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** A share of the range's income, to four decimals (0 when there was no income). */
const shareOf = (cents: number, totalCents: number) =>
  totalCents === 0 ? 0 : Math.round((cents / totalCents) * 10_000) / 10_000;

export interface IncomesRows {
  byPeriod: PeriodStatusRow[];
  byEmployee: BreakdownRow[];
  byService: BreakdownRow[];
  byPaymentMethod: BreakdownRow[];
  deposits: DepositTotals;
}

/**
 * `days`: the length of every salon's range when the total of several salons spans more local dates than each
 * (salons in different zones resolve a named range on their own clocks); the series unit and the average
 * follow it, so the total's figures are the sum of the salons'.
 */
export function toIncomesWire(
  range: LocalRange,
  timeZone: string,
  rows: IncomesRows,
  days = daysInRange(range),
): IncomesReportWire {
  const unit = seriesUnitFor(days);
  const byStatus = Object.fromEntries(APPOINTMENT_STATUSES.map((status) => [status, 0])) as Record<
    (typeof APPOINTMENT_STATUSES)[number],
    number
  >;
  const series = new Map(
    periodsOf(range, unit).map((period) => [period, { appointments: 0, incomeCents: 0 }]),
  );
  let incomeCents = 0;
  for (const row of rows.byPeriod) {
    byStatus[row.status] += row.count;
    const period = series.get(row.period) ?? { appointments: 0, incomeCents: 0 };
    period.appointments += row.count;
    if (row.status === 'done') {
      period.incomeCents += row.incomeCents;
      incomeCents += row.incomeCents;
    }
    series.set(row.period, period);
  }
  const breakdown = (list: BreakdownRow[]) =>
    list.map((row) => ({
      count: row.count,
      income: toDollars(row.incomeCents),
      share: shareOf(row.incomeCents, incomeCents),
    }));
  return {
    from: range.from,
    to: range.to,
    days,
    time_zone: timeZone,
    appointments: {
      total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      by_status: byStatus,
    },
    income: toDollars(incomeCents),
    average_daily_rate: toDollars(
      days === daysInRange(range)
        ? averageDailyRateCents(incomeCents, range)
        : Math.round(incomeCents / days),
    ),
    unit,
    series: [...series].map(([period, totals]) => ({
      period,
      appointments: totals.appointments,
      income: toDollars(totals.incomeCents),
    })),
    by_employee: breakdown(rows.byEmployee).map((row, i) => ({
      _id: rows.byEmployee[i]!.key!,
      name: rows.byEmployee[i]!.name,
      ...row,
    })),
    by_service: breakdown(rows.byService).map((row, i) => ({
      _id: rows.byService[i]!.key!,
      name: rows.byService[i]!.name,
      ...row,
    })),
    by_payment_method: breakdown(rows.byPaymentMethod).map((row, i) => ({
      method: (rows.byPaymentMethod[i]!.key ?? null) as (typeof appointments.$inferSelect)['paymentMethod'],
      ...row,
    })),
    deposits: {
      kept: toDollars(rows.deposits.keptCents),
      kept_count: rows.deposits.keptCount,
      returned: toDollars(rows.deposits.returnedCents),
      returned_count: rows.deposits.returnedCount,
    },
  };
}

/** Rows of one breakdown from several salons, summed by key (employees and services are per salon anyway). */
function mergeBreakdown(lists: BreakdownRow[][]): BreakdownRow[] {
  const merged = new Map<string, BreakdownRow>();
  for (const row of lists.flat()) {
    const id = row.key ?? '';
    const into = merged.get(id);
    if (into) {
      into.count += row.count;
      into.incomeCents += row.incomeCents;
    } else merged.set(id, { ...row });
  }
  return [...merged.values()].sort((a, b) => b.incomeCents - a.incomeCents || a.name.localeCompare(b.name));
}

/** The rows of every salon as one salon's: what the total of an all-salons report is computed from. */
export function mergeIncomesRows(all: IncomesRows[]): IncomesRows {
  const byPeriod = new Map<string, PeriodStatusRow>();
  for (const row of all.flatMap((rows) => rows.byPeriod)) {
    const id = `${row.period}|${row.status}`;
    const into = byPeriod.get(id);
    if (into) {
      into.count += row.count;
      into.incomeCents += row.incomeCents;
    } else byPeriod.set(id, { ...row });
  }
  return {
    byPeriod: [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period)),
    byEmployee: mergeBreakdown(all.map((rows) => rows.byEmployee)),
    byService: mergeBreakdown(all.map((rows) => rows.byService)),
    byPaymentMethod: mergeBreakdown(all.map((rows) => rows.byPaymentMethod)),
    deposits: {
      keptCents: all.reduce((sum, rows) => sum + rows.deposits.keptCents, 0),
      keptCount: all.reduce((sum, rows) => sum + rows.deposits.keptCount, 0),
      returnedCents: all.reduce((sum, rows) => sum + rows.deposits.returnedCents, 0),
      returnedCount: all.reduce((sum, rows) => sum + rows.deposits.returnedCount, 0),
    },
  };
}
