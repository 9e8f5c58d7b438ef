import type {
  InvoiceWire,
  PaymentWire,
  QuoteLine,
  QuoteLineWire,
  SubscriptionView,
  SubscriptionWire,
} from '@salon/core';
import { bolivaresCents, toDollars } from '@salon/core';
import type { SubscriptionRow } from '../../db/tables/subscription.table.js';
import type { InvoiceRow, SubscriptionPaymentRow } from '../../db/tables/billing.table.js';

export const toLineWire = (line: QuoteLine): QuoteLineWire => ({
  kind: line.kind,
  quantity: line.quantity,
  unit: toDollars(line.unitCents),
  amount: toDollars(line.amountCents),
});

/** The rate a bolívar payment recorded, and the amount expected at it (the quote's dollars times the rate). */
const rateOfPayment = (row: SubscriptionPaymentRow) => {
  if (row.exchangeRate === null || row.exchangeRateDate === null)
    return { exchange_rate: null, expected_ves: null };
  const rate = Number(row.exchangeRate);
  return {
    exchange_rate: { date: row.exchangeRateDate, rate },
    expected_ves: toDollars(bolivaresCents(row.amountCents, rate)),
  };
};

export const toPaymentWire = (row: SubscriptionPaymentRow, invoiceId: string | null = null): PaymentWire => ({
  _id: row.id,
  method: row.method,
  status: row.status,
  change: row.change,
  plan: row.plan,
  period: row.period,
  amount: toDollars(row.amountCents),
  lines: row.lines.map(toLineWire),
  reference: row.reference,
  details: row.details,
  reported_at: row.reportedAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
  rejection_reason: row.rejectionReason,
  invoice_id: invoiceId,
  ...rateOfPayment(row),
});

export function toSubscriptionWire(
  row: SubscriptionRow,
  view: SubscriptionView,
  extra: { subscribedEmployees: number; pending: SubscriptionPaymentRow | undefined },
): SubscriptionWire {
  return {
    _id: row.id,
    plan: view.plan,
    state: view.state,
    period: row.period,
    period_start: row.currentPeriodStart.toISOString(),
    period_end: row.currentPeriodEnd.toISOString(),
    grace_ends_at: view.graceEndsAt?.toISOString() ?? null,
    days_left: view.daysLeft,
    writable: view.writable,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    scheduled_plan: row.scheduledPlan,
    scheduled_from: row.scheduledFrom?.toISOString() ?? null,
    subscribed_employees: extra.subscribedEmployees,
    pending_payment: extra.pending ? toPaymentWire(extra.pending) : null,
    paypal: row.paypalSubscriptionId
      ? { subscription_id: row.paypalSubscriptionId, status: row.paypalStatus ?? 'UNKNOWN' }
      : null,
  };
}

export const toInvoiceWire = (row: InvoiceRow): InvoiceWire => ({
  _id: row.id,
  number: row.number,
  issued_at: row.issuedAt.toISOString(),
  company: { name: row.companyName, rif: row.companyRif },
  plan: row.plan,
  period: row.period,
  period_start: row.periodStart.toISOString(),
  period_end: row.periodEnd.toISOString(),
  lines: row.lines.map(toLineWire),
  total: toDollars(row.totalCents),
  method: row.method,
  reference: row.reference,
  language: row.language,
});
