import type { Plan } from './constants.js';

/**
 * The subscription's life and its amounts (docs/product.md "Plans and subscription"), written
 * once for the server, the screens and the invoices. Pure: every function takes `now`. Money is in cents.
 *
 * The stored facts are few (a status, the paid-through instant, a cancel flag, a scheduled plan); the state a
 * user sees follows from them and the clock, so nothing has to run at midnight for a subscription to lapse.
 */

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** What a user sees. `trialing` and `active` can do everything, `past_due` too (with a banner), `expired` reads. */
export const SUBSCRIPTION_STATES = ['trialing', 'active', 'past_due', 'expired'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** What is stored: a trial, a paid subscription, or one that ended for good (never reopened by the clock). */
export const STORED_SUBSCRIPTION_STATUSES = ['trialing', 'active', 'expired'] as const;
export type StoredSubscriptionStatus = (typeof STORED_SUBSCRIPTION_STATUSES)[number];

export const BILLING_RULES = {
  /** Days after the paid-through instant during which everything still works, with a banner. */
  graceDays: 7,
  yearlyDiscountPercent: 10,
  /** Each employee with app access, per month (docs/product.md "Plans and subscription"). */
  employeeAccessMonthlyCents: 300,
  /** Manual payments are confirmed by a platform administrator within this many hours. */
  confirmationHours: 24,
} as const;

/** Subscription payment methods: the manual local ones a platform administrator confirms, and PayPal. */
export const MANUAL_PAYMENT_METHODS = ['pago_movil', 'zelle', 'binance_pay', 'wire', 'cash'] as const;
export type ManualPaymentMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
export const SUBSCRIPTION_PAYMENT_METHODS = [...MANUAL_PAYMENT_METHODS, 'paypal'] as const;
export type SubscriptionPaymentMethod = (typeof SUBSCRIPTION_PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const DAY_MS = 86_400_000;

export interface SubscriptionFacts {
  status: StoredSubscriptionStatus;
  plan: Plan;
  period: BillingPeriod;
  /** When the paid (or trial) period began and when it ends. */
  periodStart: Date;
  periodEnd: Date;
  /** Cancelled by the owner: runs to `periodEnd`, then expires without grace. */
  cancelAtPeriodEnd: boolean;
  /** A downgrade waiting for the next period, and when that period starts. */
  scheduledPlan: Plan | null;
  scheduledFrom: Date | null;
}

export interface SubscriptionView {
  state: SubscriptionState;
  /** The plan whose limits apply now (a scheduled downgrade counts from its start). */
  plan: Plan;
  /** The end of the grace days once the period has ended unpaid, else null. */
  graceEndsAt: Date | null;
  /** Whole days left before the next change of state (end of trial, period or grace), 0 when expired. */
  daysLeft: number;
  /** Whether new things may be created, booked or changed. */
  writable: boolean;
}

const daysUntil = (end: Date, now: Date) => Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));

/** The state of a subscription at `now`. */
export function subscriptionAt(facts: SubscriptionFacts, now: Date): SubscriptionView {
  const plan =
    facts.scheduledPlan && facts.scheduledFrom && facts.scheduledFrom.getTime() <= now.getTime()
      ? facts.scheduledPlan
      : facts.plan;
  const view = (state: SubscriptionState, daysLeft: number, graceEndsAt: Date | null = null) => ({
    state,
    plan,
    graceEndsAt,
    daysLeft,
    writable: state !== 'expired',
  });
  if (facts.status === 'expired') return view('expired', 0);
  if (now.getTime() < facts.periodEnd.getTime()) {
    return view(facts.status === 'trialing' ? 'trialing' : 'active', daysUntil(facts.periodEnd, now));
  }
  if (facts.cancelAtPeriodEnd) return view('expired', 0);
  const graceEndsAt = new Date(facts.periodEnd.getTime() + BILLING_RULES.graceDays * DAY_MS);
  if (now.getTime() < graceEndsAt.getTime())
    return view('past_due', daysUntil(graceEndsAt, now), graceEndsAt);
  return view('expired', 0);
}

/** The same wall-clock instant `months` later, held at the month's last day (Jan 31 + 1 month = Feb 28). */
export function addMonths(instant: Date, months: number): Date {
  const next = new Date(instant.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const monthsOf = (period: BillingPeriod) => (period === 'yearly' ? 12 : 1);

export const QUOTE_LINE_KINDS = ['plan', 'employee_access', 'yearly_discount', 'proration'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

export interface QuoteLine {
  kind: QuoteLineKind;
  /** Months of the plan, employees with access, or 1 for the discount and proration lines. */
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface PeriodQuote {
  lines: QuoteLine[];
  totalCents: number;
}

/**
 * What one period costs: the plan, plus 3 USD a month per employee with app access at this moment, and
 * 10 % off the whole when yearly (the discount rounded to the cent, shown as its own line).
 */
export function quotePeriod(input: {
  monthlyPriceCents: number;
  period: BillingPeriod;
  employeesWithAccess: number;
}): PeriodQuote {
  const months = monthsOf(input.period);
  const lines: QuoteLine[] = [
    {
      kind: 'plan',
      quantity: months,
      unitCents: input.monthlyPriceCents,
      amountCents: input.monthlyPriceCents * months,
    },
  ];
  if (input.employeesWithAccess > 0) {
    const unitCents = BILLING_RULES.employeeAccessMonthlyCents * months;
    lines.push({
      kind: 'employee_access',
      quantity: input.employeesWithAccess,
      unitCents,
      amountCents: unitCents * input.employeesWithAccess,
    });
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (input.period === 'yearly') {
    const discount = -Math.round((subtotal * BILLING_RULES.yearlyDiscountPercent) / 100);
    lines.push({ kind: 'yearly_discount', quantity: 1, unitCents: discount, amountCents: discount });
  }
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}

/**
 * An upgrade in the middle of a paid period: the difference between the two plans' prices for the period
 * (yearly discount included), times the share of the period still to run, rounded to the cent. Employee
 * access does not change with the plan, so it is not charged again.
 */
export function quoteUpgrade(input: {
  fromMonthlyCents: number;
  toMonthlyCents: number;
  period: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): PeriodQuote {
  const price = (monthly: number) =>
    quotePeriod({ monthlyPriceCents: monthly, period: input.period, employeesWithAccess: 0 }).totalCents;
  const whole = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(whole, Math.max(0, input.periodEnd.getTime() - input.now.getTime()));
  const share = whole > 0 ? left / whole : 0;
  const amountCents = Math.max(
    0,
    Math.round((price(input.toMonthlyCents) - price(input.fromMonthlyCents)) * share),
  );
  return {
    lines: [{ kind: 'proration', quantity: 1, unitCents: amountCents, amountCents }],
    totalCents: amountCents,
  };
}

/** What choosing `plan` for `period` means now: a new period, an upgrade at once, or a downgrade later. */
export type PlanChange = 'new_period' | 'upgrade' | 'downgrade' | 'renewal';

/**
 * Classifies a choice. During a trial, in the grace days or after expiry, any choice buys a new period. Within
 * a paid period, a dearer plan is an upgrade (prorated now, the period kept), a cheaper one a downgrade (from
 * the next period, nothing paid now), the same plan a renewal (the next period, paid ahead, monthly or yearly).
 */
export function planChangeOf(
  view: SubscriptionView,
  choice: { plan: Plan },
  monthlyCents: (plan: Plan) => number,
  scheduled: Plan | null = null,
): PlanChange {
  if (view.state !== 'active') return 'new_period';
  // Paying the next period of a downgrade already scheduled.
  if (choice.plan === scheduled) return 'renewal';
  const current = monthlyCents(view.plan);
  const chosen = monthlyCents(choice.plan);
  if (chosen > current) return 'upgrade';
  if (chosen < current) return 'downgrade';
  return 'renewal';
}

/**
 * The period a confirmed payment for a new period or renewal pays for. It starts where the current one
 * ends while that is still ahead or in its grace days (paying early never shortens a trial or a period, and
 * grace days are not free), else now.
 */
export function nextPeriod(
  facts: SubscriptionFacts,
  view: SubscriptionView,
  period: BillingPeriod,
  now: Date,
): { start: Date; end: Date } {
  const start = view.state === 'expired' ? now : facts.periodEnd;
  return { start, end: addMonths(start, monthsOf(period)) };
}

/**
 * A confirmed payment applied to the facts. An upgrade changes the plan at once and keeps the period. A new
 * period or renewal extends the subscription (see `nextPeriod`) and makes it active; its plan applies at
 * once when it costs at least the plan in force (or the subscription had expired), else from the new
 * period's start, as a downgrade would. Paying also undoes a cancellation.
 */
export function applyPayment(
  facts: SubscriptionFacts,
  payment: { change: PlanChange; plan: Plan; period: BillingPeriod },
  now: Date,
  monthlyCents: (plan: Plan) => number,
): SubscriptionFacts {
  const view = subscriptionAt(facts, now);
  if (payment.change === 'upgrade') {
    return { ...facts, plan: payment.plan, scheduledPlan: null, scheduledFrom: null };
  }
  const { start, end } = nextPeriod(facts, view, payment.period, now);
  const atOnce = view.state === 'expired' || monthlyCents(payment.plan) >= monthlyCents(view.plan);
  return {
    status: 'active',
    plan: atOnce ? payment.plan : view.plan,
    period: payment.period,
    periodStart: start,
    periodEnd: end,
    cancelAtPeriodEnd: false,
    scheduledPlan: atOnce ? null : payment.plan,
    scheduledFrom: atOnce ? null : start,
  };
}

/** A downgrade: nothing is paid now; the smaller plan applies from the end of the paid period. */
export const scheduleDowngrade = (facts: SubscriptionFacts, plan: Plan): SubscriptionFacts => ({
  ...facts,
  scheduledPlan: plan,
  scheduledFrom: facts.periodEnd,
});

/** Why a cancel or reactivate cannot happen now, or null when it can. */
export function cancelRefusal(
  view: SubscriptionView,
  facts: SubscriptionFacts,
): 'NOT_ACTIVE' | 'ALREADY_CANCELLED' | null {
  if (view.state !== 'active') return 'NOT_ACTIVE';
  return facts.cancelAtPeriodEnd ? 'ALREADY_CANCELLED' : null;
}
export function reactivateRefusal(
  view: SubscriptionView,
  facts: SubscriptionFacts,
): 'NOT_ACTIVE' | 'NOT_CANCELLED' | null {
  if (view.state !== 'active') return 'NOT_ACTIVE';
  return facts.cancelAtPeriodEnd ? null : 'NOT_CANCELLED';
}

/** The plan limits a company must be within to move to a smaller plan. */
export interface PlanUsage {
  salons: number;
  /** The most gallery images and employees any one salon has. */
  galleryImagesPerSalon: number;
  employeesPerSalon: number;
}

export interface PlanLimits {
  salons: number;
  galleryImagesPerSalon: number;
  employeesPerSalon: number;
}

/** The limits the usage is above (empty when the smaller plan fits), so a refusal can name each one. */
export function limitsExceeded(usage: PlanUsage, limits: PlanLimits): (keyof PlanLimits)[] {
  return (Object.keys(limits) as (keyof PlanLimits)[]).filter((key) => usage[key] > limits[key]);
}
