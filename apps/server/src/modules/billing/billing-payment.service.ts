import { applyPayment, type PaymentWire } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import type { Executor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { translate } from '../../lib/i18n.js';
import { newId } from '../../lib/ids.js';
import { renderMail } from '../../lib/mail-templates.js';
import { findSalonOwner } from '../salon/index.js';
import { factsOf, listPlans } from '../subscription/index.js';
import { toPaymentWire } from './billing.mapper.js';
import { billingRepository } from './billing.repository.js';
import type { InvoiceRow, SubscriptionPaymentRow } from '../../db/tables/billing.table.js';

type Deps = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** Tells the owner, in their language, that a payment was confirmed (with its invoice) or rejected (with why). */
async function mailOwner(
  deps: Deps,
  payment: SubscriptionPaymentRow,
  outcome: { invoice: InvoiceRow; until: Date } | { reason: string },
): Promise<void> {
  const owner = await findSalonOwner(deps.db, payment.companyId);
  if (!owner) return;
  const language = owner.language;
  const common = {
    name: owner.name,
    plan: translate(language, `billing.plans.${payment.plan}`),
    amountCents: payment.amountCents,
    method: translate(language, `billing.methods.${payment.method}`),
    url: `${deps.config.publicUrl}/${language}/dashboard/account?tab=billing`,
  };
  const mail =
    'reason' in outcome
      ? renderMail('paymentRejected', language, { ...common, reason: outcome.reason })
      : renderMail('paymentConfirmed', language, {
          ...common,
          invoice: String(outcome.invoice.number).padStart(6, '0'),
          until: outcome.until,
        });
  // A lost mail must not undo a decision already committed; the owner also sees it in the Billing tab.
  await deps.mailer.send({ to: owner.email, ...mail }).catch(() => undefined);
}

/** The invoice of a confirmed payment, numbered under the counter's lock, in the owner's language. */
async function issueInvoice(
  tx: Executor,
  payment: SubscriptionPaymentRow,
  period: { start: Date; end: Date },
): Promise<InvoiceRow> {
  const company = await billingRepository.findCompanyIdentity(tx, payment.companyId);
  const owner = await findSalonOwner(tx, payment.companyId);
  return billingRepository.insertInvoice(tx, {
    id: newId(),
    number: await billingRepository.nextInvoiceNumber(tx),
    companyId: payment.companyId,
    paymentId: payment.id,
    companyName: company!.name,
    companyRif: company!.rif,
    plan: payment.plan,
    period: payment.period,
    periodStart: period.start,
    periodEnd: period.end,
    lines: payment.lines,
    totalCents: payment.amountCents,
    method: payment.method,
    reference: payment.reference,
    language: owner?.language ?? 'es-ve',
  });
}

/**
 * Applies a payment that is known to be good (a platform administrator's confirmation, or PayPal's): the
 * subscription moves on (packages/core `applyPayment`), the payment is confirmed and its invoice issued, in
 * one transaction. The caller holds the payment's row lock.
 */
export async function applyConfirmedPayment(
  tx: Executor,
  payment: SubscriptionPaymentRow,
  decidedByAdminId: string | null,
  now: Date,
): Promise<{ payment: SubscriptionPaymentRow; invoice: InvoiceRow; until: Date }> {
  const row = await billingRepository.lockSubscription(tx, payment.companyId);
  if (!row) throw new AppError('INTERNAL');
  const plans = await listPlans(tx);
  const monthlyCents = (plan: string) => plans.find((candidate) => candidate.id === plan)!.monthlyPriceCents;
  const facts = applyPayment(factsOf(row), payment, now, monthlyCents);
  await billingRepository.updateSubscription(tx, row.id, row.companyId, {
    status: facts.status,
    plan: facts.plan,
    period: facts.period,
    currentPeriodStart: facts.periodStart,
    currentPeriodEnd: facts.periodEnd,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    scheduledPlan: facts.scheduledPlan,
    scheduledFrom: facts.scheduledFrom,
  });
  const confirmed = await billingRepository.updatePayment(tx, payment.id, {
    status: 'confirmed',
    decidedAt: now,
    decidedByAdminId,
  });
  // An upgrade pays for the rest of the current period; anything else for the period it opened.
  const period =
    payment.change === 'upgrade'
      ? { start: now, end: facts.periodEnd }
      : { start: facts.periodStart, end: facts.periodEnd };
  const invoice = await issueInvoice(tx, confirmed, period);
  return { payment: confirmed, invoice, until: facts.periodEnd };
}

async function lockPending(tx: Executor, paymentId: string): Promise<SubscriptionPaymentRow> {
  const payment = await billingRepository.lockPayment(tx, paymentId);
  if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
  if (payment.status !== 'pending') throw new AppError('PAYMENT_DECIDED');
  return payment;
}

/**
 * Runs inside the deciding transaction once the payment is decided (the administrator's audit entry), so the
 * decision and its record commit together.
 */
export type DecisionHook = (
  tx: Executor,
  payment: SubscriptionPaymentRow,
  invoice: InvoiceRow | null,
) => Promise<void>;

/** A platform administrator's decisions on a reported manual payment. */
export const paymentDecisionService = {
  async confirm(
    deps: Deps,
    adminId: string,
    paymentId: string,
    onDecided?: DecisionHook,
  ): Promise<PaymentWire> {
    const result = await deps.db.transaction(async (tx) => {
      const applied = await applyConfirmedPayment(tx, await lockPending(tx, paymentId), adminId, new Date());
      await onDecided?.(tx, applied.payment, applied.invoice);
      return applied;
    });
    await mailOwner(deps, result.payment, { invoice: result.invoice, until: result.until });
    return toPaymentWire(result.payment, result.invoice.id);
  },

  async reject(
    deps: Deps,
    adminId: string,
    paymentId: string,
    reason: string,
    onDecided?: DecisionHook,
  ): Promise<PaymentWire> {
    const rejected = await deps.db.transaction(async (tx) => {
      await lockPending(tx, paymentId);
      const row = await billingRepository.updatePayment(tx, paymentId, {
        status: 'rejected',
        decidedAt: new Date(),
        decidedByAdminId: adminId,
        rejectionReason: reason,
      });
      await onDecided?.(tx, row, null);
      return row;
    });
    await mailOwner(deps, rejected, { reason });
    return toPaymentWire(rejected);
  },
};
