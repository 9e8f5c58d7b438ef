import {
  addDays,
  can,
  isoDate,
  localDateAt,
  parseLocalDate,
  periodStart,
  rangeInstants,
  resolveRange,
  type DashboardSummaryWire,
  toDollars,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { salonForCaller, type TenantAuth } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { toAppointmentWire, upcomingAppointments, withVisitTotals } from '../appointment/index.js';
import {
  reportActiveClients,
  reportByPeriodAndStatus,
  reportDoneByClient,
  reportDoneByService,
  reportLiveSalons,
  type ReportScope,
  reportVisitsByDay,
} from '../report/index.js';
import { cashCloseService } from '../cash-close/index.js';
import { reviewService } from '../review/index.js';
import { mergeFigures, type SalonFigures } from './dashboard-merge.js';

const UPCOMING_SHOWN = 5;
const TOP = 5;

/** Counts per weekday, Monday first, of the seven days from `monday`. */
const weekOf = (monday: string, counts: ReadonlyMap<string, number>) =>
  Array.from({ length: 7 }, (_, index) => counts.get(isoDate(addDays(parseLocalDate(monday), index))) ?? 0);

export const dashboardService = {
  /**
   * The welcome dashboard of the current salon in one answer: everyone's upcoming appointments (their own for
   * basic and intermediate employees), and for the salon-wide roles the last 30 days' totals, this week's
   * visits against the previous week's, top services and clients; money only for owners and managers. With
   * `salons=all` (the owner alone) the figures are every salon's summed, each on its own local days.
   */
  async summary(
    ctx: AppContext,
    auth: AuthContext,
    query: { salon_id: string; salons?: 'all' },
  ): Promise<DashboardSummaryWire> {
    const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'calendar.own');
    // Refused rather than narrowed, so a figure is never taken for the company's total.
    if (query.salons === 'all' && (auth.role !== 'owner' || auth.salonId !== null))
      throw new AppError('FORBIDDEN');
    const now = new Date();
    const salonWide = can(auth.role, 'appointment.all');
    const upcoming = await upcomingAppointments(ctx.db, {
      companyId: tenant.companyId,
      salonId: salon.id,
      now,
      employeeId: salonWide ? undefined : (auth.employeeId ?? undefined),
      limit: UPCOMING_SHOWN,
    });
    // A part of a visit of several services says what the whole visit comes to, as the lists do.
    const upcomingWire = await withVisitTotals(ctx.db, tenant.companyId, upcoming.map(toAppointmentWire));
    // The salon asked for, even with `salons=all`: a close is one salon's till.
    const cashClose = await cashCloseService.statusToday(ctx.db, auth, salon);
    if (!salonWide) {
      const range = resolveRange('last_30_days', localDateAt(now, salon.timeZone));
      return {
        time_zone: salon.timeZone,
        from: range.from,
        to: range.to,
        upcoming: upcomingWire,
        totals: null,
        visits: null,
        top_services: null,
        top_clients: null,
        reviews: null,
        cash_close: cashClose,
      };
    }
    if (query.salons !== 'all') {
      const { by_salon: _omitted, ...figures } = await salonFigures(ctx, auth, tenant, salon, now);
      return { ...figures, upcoming: upcomingWire, cash_close: cashClose };
    }
    const all = await reportLiveSalons(ctx.db, tenant.companyId);
    const figures = await Promise.all(all.map((each) => salonFigures(ctx, auth, tenant, each, now)));
    return {
      ...mergeFigures(figures, can(auth.role, 'report.read'), TOP),
      upcoming: upcomingWire,
      cash_close: cashClose,
    };
  },
};

/** One salon's salon-wide figures over its own last 30 local days. */
async function salonFigures(
  ctx: AppContext,
  auth: AuthContext,
  tenant: TenantAuth,
  salon: { id: string; title: string; timeZone: string },
  now: Date,
): Promise<SalonFigures> {
  const today = localDateAt(now, salon.timeZone);
  const range = resolveRange('last_30_days', today);
  const money = can(auth.role, 'report.read');
  const scopeOf = (from: string, to: string): ReportScope => ({
    companyId: tenant.companyId,
    salonId: salon.id,
    timeZone: salon.timeZone,
    from,
    to,
    ...rangeInstants({ from, to }, salon.timeZone),
  });
  const scope = scopeOf(range.from, range.to);
  const monday = periodStart(today, 'week');
  const previousMonday = isoDate(addDays(parseLocalDate(monday), -7));
  const sunday = isoDate(addDays(parseLocalDate(monday), 6));
  const [byPeriod, services, visits, byVisits, bySpend, clients] = await Promise.all([
    reportByPeriodAndStatus(ctx.db, scope, 'day'),
    reportDoneByService(ctx.db, scope),
    reportVisitsByDay(ctx.db, scopeOf(previousMonday, sunday)),
    reportDoneByClient(ctx.db, scope, 'visits', TOP),
    money ? reportDoneByClient(ctx.db, scope, 'spend', TOP) : Promise.resolve(null),
    reportActiveClients(ctx.db, tenant.companyId, salon.id),
  ]);
  const incomeCents = byPeriod
    .filter((row) => row.status === 'done')
    .reduce((sum, row) => sum + row.incomeCents, 0);
  const perDay = new Map(visits.map((row) => [row.day, row.count]));
  const totals = {
    appointments: byPeriod.reduce((sum, row) => sum + row.count, 0),
    income: money ? toDollars(incomeCents) : null,
    clients,
  };
  return {
    time_zone: salon.timeZone,
    from: range.from,
    to: range.to,
    totals,
    visits: { this_week: weekOf(monday, perDay), previous_week: weekOf(previousMonday, perDay) },
    // The most booked, not the best paid: the breakdown comes ordered by income, which a secretary may not see.
    top_services: [...services]
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .slice(0, TOP)
      .map((row) => ({
        _id: row.key!,
        name: row.name,
        count: row.count,
        income: money ? toDollars(row.incomeCents) : null,
      })),
    top_clients: {
      by_visits: byVisits.map((row) => ({ _id: row.key!, name: row.name, visits: row.count })),
      by_spend:
        bySpend?.map((row) => ({ _id: row.key!, name: row.name, spend: toDollars(row.incomeCents) })) ?? null,
    },
    reviews: await reviewService.dashboardPart(ctx.db, auth, {
      companyId: tenant.companyId,
      salonId: salon.id,
    }),
    by_salon: [{ _id: salon.id, title: salon.title, ...totals }],
  };
}
