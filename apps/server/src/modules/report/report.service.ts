import {
  localDateAt,
  rangeInstants,
  resolveRange,
  seriesUnitFor,
  daysInRange,
  type IncomesQuery,
  type IncomesReportWire,
  type Language,
} from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { salonForCaller } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { incomesWorkbook } from './report-workbook.js';
import { toIncomesWire } from './report.mapper.js';
import { reportRepository, type ReportScope } from './report.repository.js';

/** The salon the caller may report on (owner and manager: money), and the range as local dates and instants. */
async function scopeOf(ctx: AppContext, auth: AuthContext, query: IncomesQuery) {
  const { tenant, salon } = await salonForCaller(ctx.db, auth, query.salon_id, 'report.read');
  const today = localDateAt(new Date(), salon.timeZone);
  const range = resolveRange(query.range, today, { from: query.from, to: query.to });
  const { start, end } = rangeInstants(range, salon.timeZone);
  const scope: ReportScope = {
    companyId: tenant.companyId,
    salonId: salon.id,
    from: range.from,
    to: range.to,
    start,
    end,
    timeZone: salon.timeZone,
  };
  return { salon, range, scope };
}

export const reportService = {
  /**
   * The incomes report of docs/product.md "Money, prices and reports": appointments per status, income,
   * average, series, breakdowns.
   */
  async incomes(ctx: AppContext, auth: AuthContext, query: IncomesQuery): Promise<IncomesReportWire> {
    const { range, scope } = await scopeOf(ctx, auth, query);
    return computeIncomes(ctx, range, scope);
  },

  /** The same report as an .xlsx, with every appointment of the range and their payments on sheets of their own. */
  async incomesWorkbook(
    ctx: AppContext,
    auth: AuthContext,
    query: IncomesQuery,
    language: Language,
  ): Promise<{ file: Buffer; report: IncomesReportWire }> {
    const { salon, range, scope } = await scopeOf(ctx, auth, query);
    const [report, appointments, payments] = await Promise.all([
      computeIncomes(ctx, range, scope),
      reportRepository.listed(ctx.db, scope),
      reportRepository.payments(ctx.db, scope),
    ]);
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

async function computeIncomes(
  ctx: AppContext,
  range: { from: string; to: string },
  scope: ReportScope,
): Promise<IncomesReportWire> {
  const [byPeriod, byEmployee, byService, byPaymentMethod] = await Promise.all([
    reportRepository.byPeriodAndStatus(ctx.db, scope, seriesUnitFor(daysInRange(range))),
    reportRepository.doneByEmployee(ctx.db, scope),
    reportRepository.doneByService(ctx.db, scope),
    reportRepository.doneByPaymentMethod(ctx.db, scope),
  ]);
  return toIncomesWire(range, scope.timeZone, { byPeriod, byEmployee, byService, byPaymentMethod });
}
