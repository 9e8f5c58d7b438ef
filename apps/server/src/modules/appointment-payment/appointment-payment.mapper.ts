import { toDollars, type AppointmentPaymentWire } from '@salon/core';
import type { PaymentView } from './appointment-payment.repository.js';

export const toPaymentWire = ({ payment, recordedBy }: PaymentView): AppointmentPaymentWire => ({
  _id: payment.id,
  method: payment.method,
  currency: payment.currency,
  amount: toDollars(payment.amountCents),
  rate: payment.rate === null ? null : Number(payment.rate),
  rate_date: payment.rateDate,
  dollars: toDollars(payment.dollarsCents),
  reference: payment.reference,
  paid_at: payment.paidAt.toISOString(),
  recorded_by: recordedBy ? `${recordedBy.name} ${recordedBy.surname}`.trim() : null,
});

/** The method that paid the most (the first recorded on a tie): what the appointment's own method becomes. */
export function mainMethodOf(views: readonly PaymentView[]) {
  const byMethod = new Map<PaymentView['payment']['method'], number>();
  for (const { payment } of views)
    byMethod.set(payment.method, (byMethod.get(payment.method) ?? 0) + payment.dollarsCents);
  let best: PaymentView['payment']['method'] | null = null;
  for (const [method, cents] of byMethod) if (best === null || cents > byMethod.get(best)!) best = method;
  return best;
}
