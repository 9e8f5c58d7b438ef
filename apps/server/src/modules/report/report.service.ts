import {
  ALL_SALONS,
  daysInRange,
  localDateAt,
  rangeInstants,
  resolveRange,
  seriesUnitFor,
  type IncomesAnswerWire,
  type IncomesQuery,
  type IncomesReportWire,
  type Language,
  type LocalRange,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { requireCompany, requirePermission, salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { incomesWorkbook } from './report-workbook.js';
import { allSalonsWorkbook } from './report-workbook-all.js';
import { mergeIncomesRows, toIncomesWire, type IncomesRows } from './report.mapper.js';
import { reportRepository, type ReportScope } from './report.repository.js';

interface SalonRef {
  id: string;
  title: string;
  timeZone: string;
}

/** A salon's range as its own local dates (a named range resolved on its clock) and their instants. */
function scopeFor(companyId: string, salon: SalonRef, query: IncomesQuery) {
  const today = localDateAt(new Date(), salon.timeZone);
  const range = resolveRange(query.range, today, { from: query.from, to: query.to });
  const { start, end } = rangeInstants(range, salon.timeZone);
  const scope: ReportScope = {
    companyId,
    salonId: salon.id,
    from: range.from,
    to: range.to,
    start,
    end,
    timeZone: salon.timeZone,
  };
  return { range, scope };
}

/** The salon the caller may report on (owner and manager: money), and the range as local dates and instants. */
async function scopeOf(ctx: AppContext, auth: AuthContext, query: IncomesQuery) {
  const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'report.read');
  return { salon, ...scopeFor(tenant.companyId, salon, query) };
}

/**
 * `salon_id=all` belongs to the owner alone, who sees every salon of the company; a manager (even one not tied
 * to a salon) gets 403 rather than a quiet narrowing, so a figure is never mistaken for the company's total.
 */
async function allScopes(ctx: AppContext, auth: AuthContext, query: IncomesQuery) {
  requirePermission(auth, 'report.read');
  const tenant = requireCompany(auth);
  if (auth.role !== 'owner' || auth.salonId !== null) throw new AppError('FORBIDDEN');
  const salons = await reportRepository.liveSalons(ctx.db, tenant.companyId);
  return salons.map((salon) => ({ salon, ...scopeFor(tenant.companyId, salon, query) }));
}

export const reportService = {
  /**
   * The incomes report of docs/product.md "Money, prices and reports": appointments per status, income,
   * average, series, breakdowns; with `salon_id=all` the total of every salon and each salon's own.
   */
  async incomes(ctx: AppContext, auth: AuthContext, query: IncomesQuery): Promise<IncomesAnswerWire> {
    if (query.salon_id === ALL_SALONS) return allSalonsIncomes(ctx, await allScopes(ctx, auth, query), query);
    const { range, scope } = await scopeOf(ctx, auth, query);
    return toIncomesWire(range, scope.timeZone, await incomesRows(ctx, range, scope));
  },

  /** The same report as an .xlsx, with every appointment of the range and their payments on sheets of their own. */
  async incomesWorkbook(
    ctx: AppContext,
    auth: AuthContext,
    query: IncomesQuery,
    language: Language,
  ): Promise<{ file: Buffer; report: IncomesReportWire }> {
    if (query.salon_id === ALL_SALONS) {
      const report = await allSalonsIncomes(ctx, await allScopes(ctx, auth, query), query);
      return { file: await allSalonsWorkbook({ report, language }), report };
    }
    const { salon, range, scope } = await scopeOf(ctx, auth, query);
    const [rows, appointments, payments] = await Promise.all([
      incomesRows(ctx, range, scope),
      reportRepository.listed(ctx.db, scope),
      reportRepository.payments(ctx.db, scope),
    ]);
    const report = toIncomesWire(range, scope.timeZone, rows);
    const file = await incomesWorkbook({
      report,
      salonName: salon.title,
      appointments,
      payments,
      language,
    });
    return { file, report };
  },
};

function incomesRows(ctx: AppContext, range: LocalRange, scope: ReportScope): Promise<IncomesRows> {
  return Promise.all([
    reportRepository.byPeriodAndStatus(ctx.db, scope, seriesUnitFor(daysInRange(range))),
    reportRepository.doneByEmployee(ctx.db, scope),
    reportRepository.doneByService(ctx.db, scope),
    reportRepository.doneByPaymentMethod(ctx.db, scope),
    reportRepository.deposits(ctx.db, scope),
  ]).then(([byPeriod, byEmployee, byService, byPaymentMethod, deposits]) => ({
    byPeriod,
    byEmployee,
    byService,
    byPaymentMethod,
    deposits,
  }));
}

/**
 * Every salon on its own local days, then the total from their rows summed: the total is exactly the sum of
 * the salons' answers, whatever their zones.
 */
async function allSalonsIncomes(
  ctx: AppContext,
  scopes: Awaited<ReturnType<typeof allScopes>>,
  query: IncomesQuery,
): Promise<IncomesAnswerWire> {
  const rows = await Promise.all(scopes.map(({ range, scope }) => incomesRows(ctx, range, scope)));
  const salons = scopes.map(({ salon, range }, i) => ({
    salon,
    wire: toIncomesWire(range, salon.timeZone, rows[i]!),
  }));
  // With no salon at all the range is the company's on Caracas time, the app's default zone.
  const fallback = resolveRange(query.range, localDateAt(new Date(), 'America/Caracas'), query);
  const days = salons[0]?.wire.days ?? daysInRange(fallback);
  const span: LocalRange = salons.length
    ? {
        from: salons.map(({ wire }) => wire.from).sort()[0]!,
        to: salons
          .map(({ wire }) => wire.to)
          .sort()
          .at(-1)!,
      }
    : fallback;
  // The salons' zone when they share one (the usual case); otherwise the first salon's, each keeps its own.
  const zone = salons[0]?.salon.timeZone ?? 'America/Caracas';
  const total = toIncomesWire(span, zone, mergeIncomesRows(rows), days);
  const totalCents = Math.round(total.income * 100);
  return {
    ...total,
    by_salon: salons.map(({ salon, wire }) => ({
      _id: salon.id,
      title: salon.title,
      share:
        totalCents === 0 ? 0 : Math.round((Math.round(wire.income * 100) / totalCents) * 10_000) / 10_000,
      ...wire,
    })),
  };
}
