import {
  quotePeriod,
  BILLING_PERIODS,
  PLANS,
  type BillingChoice,
  type BillingPeriod,
  type Plan,
  type QuoteLine,
} from '@salon/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { parsePayPalEvent, PayPalError, type PayPalClient, type PayPalEvent } from '../../lib/paypal.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { requireCompany, requireOwner } from '../../plugins/access.js';
import type { AuthContext } from '../../plugins/auth.js';
import { countEmployeesWithAccess } from '../employee/index.js';
import { findSalonOwner } from '../salon/index.js';
import { findSubscription, listPlans } from '../subscription/index.js';
import { applyConfirmedPayment } from './billing-payment.service.js';
import { quoteChoice } from './billing-quote.js';
import { billingRepository } from './billing.repository.js';
import { paypalEvents } from '../../db/tables/billing.table.js';

/** Tells PayPal which company, plan and period a subscription pays for; echoed back on every payment. */
const customIdOf = (companyId: string, choice: BillingChoice) =>
  `${companyId}|${choice.plan}|${choice.period}`;

function choiceOf(customId: string | null): BillingChoice | null {
  const [, plan, period] = (customId ?? '').split('|');
  if (!PLANS.includes(plan as Plan) || !BILLING_PERIODS.includes(period as BillingPeriod)) return null;
  return { plan: plan as Plan, period: period as BillingPeriod };
}

function paypalOf(ctx: AppContext): PayPalClient {
  if (!ctx.paypal) throw new AppError('PAYPAL_NOT_CONFIGURED');
  return ctx.paypal;
}

/** A PayPal failure answers 502 with PayPal's debug id in the log, never the provider's raw text. */
async function callPayPal<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PayPalError)) throw error;
    log.error({ paypal: error.paypalName, debugId: error.debugId, status: error.status }, error.message);
    throw new AppError('PAYPAL_FAILED');
  }
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

export const paypalService = {
  /**
   * Creates a PayPal subscription for a new period or a renewal at the quoted price (the plan plus employee
   * access; the yearly discount included) and answers where the owner approves it. Card numbers stay on
   * PayPal's pages. Plan changes inside a paid period go through the manual flow, which can prorate.
   */
  async createSubscription(
    ctx: AppContext,
    auth: AuthContext,
    choice: BillingChoice,
    log: FastifyBaseLogger,
  ): Promise<{ approval_url: string; subscription_id: string }> {
    requireOwner(auth);
    const tenant = requireCompany(auth);
    const paypal = paypalOf(ctx);
    const row = await findSubscription(ctx.db, tenant.companyId);
    if (!row) throw new AppError('INTERNAL');
    const quote = await quoteChoice(ctx.db, row, choice, new Date());
    if (quote.exceeded.length > 0) throw new AppError('PLAN_LIMIT_EXCEEDED');
    if (quote.change === 'upgrade' || quote.change === 'downgrade')
      throw new AppError('PAYPAL_CHANGE_UNSUPPORTED');
    const owner = await findSalonOwner(ctx.db, tenant.companyId);
    const language = owner?.language ?? 'es-ve';
    const back = `${ctx.config.publicUrl}/${language}/dashboard/account?tab=billing&paypal=`;
    const created = await callPayPal(log, async () => {
      const planId = await paypal.ensurePlan({
        key: choice.plan,
        name: `${choice.plan} ${choice.period}`,
        interval: choice.period === 'yearly' ? 'YEAR' : 'MONTH',
        priceCents: quote.totalCents,
      });
      return paypal.createSubscription({
        planId,
        priceCents: quote.totalCents,
        customId: customIdOf(tenant.companyId, choice),
        returnUrl: `${back}approved`,
        cancelUrl: `${back}cancelled`,
        locale: language === 'es-ve' ? 'es-VE' : 'en-US',
        email: owner?.email,
      });
    });
    await billingRepository.updateSubscription(ctx.db, row.id, row.companyId, {
      paypalSubscriptionId: created.id,
      paypalStatus: created.status,
    });
    return { approval_url: created.approvalUrl, subscription_id: created.id };
  },

  /**
   * A webhook delivery: verified with PayPal first (a forged body changes nothing), then applied once per
   * event id in one transaction with the record of it, so a second delivery is a no-op.
   */
  async handleWebhook(
    ctx: AppContext,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    log: FastifyBaseLogger,
  ): Promise<WebhookOutcome> {
    const paypal = paypalOf(ctx);
    const event = parsePayPalEvent(rawBody);
    if (!event) throw new AppError('PAYPAL_EVENT_INVALID');
    // PayPal down: 502, and PayPal delivers the event again later.
    const genuine = await callPayPal(log, () => paypal.verifyWebhook(headers, rawBody));
    if (!genuine) throw new AppError('PAYPAL_SIGNATURE_INVALID');
    try {
      return await ctx.db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(paypalEvents)
          .values({ id: event.id, eventType: event.eventType, subscriptionId: event.subscriptionId })
          .onConflictDoNothing()
          .returning({ id: paypalEvents.id });
        if (!recorded) return 'duplicate';
        return applyEvent(tx, event);
      });
    } catch (error) {
      // Two deliveries of one event racing: the loser's insert waits, then conflicts.
      if (isUniqueViolation(error)) return 'duplicate';
      throw error;
    }
  },
};

async function applyEvent(tx: Executor, event: PayPalEvent): Promise<WebhookOutcome> {
  if (!event.subscriptionId) return 'ignored';
  const found = await billingRepository.findSubscriptionByPayPalId(tx, event.subscriptionId);
  if (!found) return 'ignored';
  const row = (await billingRepository.lockSubscription(tx, found.companyId))!;
  switch (event.eventType) {
    case 'BILLING.SUBSCRIPTION.ACTIVATED':
      await billingRepository.updateSubscription(tx, row.id, row.companyId, { paypalStatus: 'ACTIVE' });
      return 'applied';
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
    case 'BILLING.SUBSCRIPTION.EXPIRED':
      // No more charges: what was paid runs to its end, as an owner's cancel does.
      await billingRepository.updateSubscription(tx, row.id, row.companyId, {
        paypalStatus: event.eventType.split('.').at(-1)!,
        cancelAtPeriodEnd: row.status === 'active',
      });
      return 'applied';
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED':
      // The grace days after the period's end cover PayPal's own retries; the banner tells the owner.
      await billingRepository.updateSubscription(tx, row.id, row.companyId, {
        paypalStatus: 'PAYMENT_FAILED',
      });
      return 'applied';
    case 'PAYMENT.SALE.COMPLETED':
      return recordSale(tx, row.companyId, event);
    default:
      return 'ignored';
  }
}

/** A completed charge: a confirmed payment of the next period, with its invoice. */
async function recordSale(tx: Executor, companyId: string, event: PayPalEvent): Promise<WebhookOutcome> {
  const choice = choiceOf(event.customId);
  if (!choice || event.amountCents === null) return 'ignored';
  const saleId = (event.raw.resource as { id: string }).id;
  const payment = await billingRepository.insertPayment(tx, {
    id: newId(),
    companyId,
    method: 'paypal',
    // Confirmed by PayPal itself; never "pending", so it does not collide with a manual report waiting.
    status: 'confirmed',
    change: 'new_period',
    plan: choice.plan,
    period: choice.period,
    amountCents: event.amountCents,
    lines: await linesOf(tx, companyId, choice, event.amountCents),
    reference: saleId,
    referenceKey: saleId.toUpperCase(),
    details: { paypal_subscription_id: event.subscriptionId ?? '' },
    paypalSubscriptionId: event.subscriptionId,
  });
  await applyConfirmedPayment(tx, payment, null, new Date());
  await billingRepository.updateSubscription(
    tx,
    (await billingRepository.lockSubscription(tx, companyId))!.id,
    companyId,
    {
      paypalStatus: 'ACTIVE',
    },
  );
  return 'applied';
}

/** The invoice's lines: today's quote when it adds up to what PayPal charged, else one line for the period. */
async function linesOf(
  tx: Executor,
  companyId: string,
  choice: BillingChoice,
  amountCents: number,
): Promise<QuoteLine[]> {
  const row = (await listPlans(tx)).find((candidate) => candidate.id === choice.plan)!;
  const quote = quotePeriod({
    monthlyPriceCents: row.monthlyPriceCents,
    period: choice.period,
    employeesWithAccess: await countEmployeesWithAccess(tx, companyId),
  });
  if (quote.totalCents === amountCents) return quote.lines;
  return [{ kind: 'plan', quantity: 1, unitCents: amountCents, amountCents }];
}
