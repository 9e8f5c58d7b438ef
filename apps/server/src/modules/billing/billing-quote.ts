import {
  addMonths,
  bolivaresCents,
  limitsExceeded,
  monthsOf,
  nextPeriod,
  planChangeOf,
  quotePeriod,
  quoteUpgrade,
  subscriptionAt,
  type BillingChoice,
  type BillingQuoteWire,
  type ExchangeRateWire,
  type Plan,
  type PlanChange,
  type QuoteLine,
  type SubscriptionView,
  toDollars,
} from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { countEmployeesWithAccess } from '../employee/index.js';
import { factsOf, featuresOfRow, listPlans } from '../subscription/index.js';
import type { SubscriptionRow } from '../../db/tables/subscription.table.js';
import { billingRepository } from './billing.repository.js';
import { toLineWire } from './billing.mapper.js';

export interface Quote {
  change: PlanChange;
  view: SubscriptionView;
  lines: QuoteLine[];
  totalCents: number;
  periodStart: Date;
  periodEnd: Date;
  appliesFrom: Date;
  exceeded: BillingQuoteWire['exceeded'];
  monthlyCents: (plan: Plan) => number;
}

/**
 * What choosing a plan and period means for this company now (packages/core/src/billing.ts decides; this
 * gathers the figures it needs: the plans' prices, employees with access, and what the company uses).
 */
export async function quoteChoice(
  ex: Executor,
  row: SubscriptionRow,
  choice: BillingChoice,
  now: Date,
): Promise<Quote> {
  const facts = factsOf(row);
  const view = subscriptionAt(facts, now);
  const plans = await listPlans(ex);
  const monthlyCents = (plan: Plan) => plans.find((candidate) => candidate.id === plan)!.monthlyPriceCents;
  const chosen = plans.find((candidate) => candidate.id === choice.plan);
  if (!chosen) throw new AppError('PLAN_NOT_FOUND');
  const change = planChangeOf(view, choice, monthlyCents, facts.scheduledPlan);
  const exceeded = limitsExceeded(await billingRepository.usage(ex, row.companyId), featuresOfRow(chosen));
  const base = { change, view, exceeded, monthlyCents };

  if (change === 'upgrade') {
    if (choice.period !== facts.period) throw new AppError('BILLING_PERIOD_LOCKED');
    const { lines, totalCents } = quoteUpgrade({
      fromMonthlyCents: monthlyCents(view.plan),
      toMonthlyCents: monthlyCents(choice.plan),
      period: facts.period,
      periodStart: facts.periodStart,
      periodEnd: facts.periodEnd,
      now,
    });
    return { ...base, lines, totalCents, periodStart: now, periodEnd: facts.periodEnd, appliesFrom: now };
  }
  if (change === 'downgrade') {
    const periodEnd = addMonths(facts.periodEnd, monthsOf(choice.period));
    return {
      ...base,
      lines: [],
      totalCents: 0,
      periodStart: facts.periodEnd,
      periodEnd,
      appliesFrom: facts.periodEnd,
    };
  }
  const { lines, totalCents } = quotePeriod({
    monthlyPriceCents: chosen.monthlyPriceCents,
    period: choice.period,
    employeesWithAccess: await countEmployeesWithAccess(ex, row.companyId),
  });
  const { start, end } = nextPeriod(facts, view, choice.period, now);
  const atOnce = view.state === 'expired' || chosen.monthlyPriceCents >= monthlyCents(view.plan);
  return {
    ...base,
    lines,
    totalCents,
    periodStart: start,
    periodEnd: end,
    appliesFrom: atOnce ? now : start,
  };
}

/**
 * The quote for the wire, with the rate that applies today (Caracas) and the total at it in bolívares, which
 * the pay dialog shows and prefills for a bolívar method; both null when no rate was ever entered.
 */
export const toQuoteWire = (
  choice: BillingChoice,
  quote: Quote,
  rate: ExchangeRateWire | null,
): BillingQuoteWire => ({
  change: quote.change,
  plan: choice.plan,
  period: choice.period,
  lines: quote.lines.map(toLineWire),
  total: toDollars(quote.totalCents),
  period_start: quote.periodStart.toISOString(),
  period_end: quote.periodEnd.toISOString(),
  applies_from: quote.appliesFrom.toISOString(),
  exceeded: quote.exceeded,
  exchange_rate: rate,
  total_ves: rate ? toDollars(bolivaresCents(quote.totalCents, rate.rate)) : null,
});
