import {
  bolivaresCents,
  toDollars,
  type DepositListItemWire,
  type DepositSettings,
  type DepositWire,
  type ExchangeRateWire,
  withFormattedRif,
} from '@salon/core';
import type { AppointmentDepositRow } from '../../db/tables/deposit.table.js';
import type { DepositView } from './deposit.repository.js';

/** Where the salon takes deposits: its details of each method, none of the rest of its settings. */
export const payToOf = (settings: DepositSettings): DepositWire['pay_to'] => ({
  pago_movil: withFormattedRif(settings.pago_movil),
  zelle: settings.zelle,
  binance: settings.binance,
});

export function toDepositWire(
  row: AppointmentDepositRow,
  settings: DepositSettings,
  rate: ExchangeRateWire | null,
): DepositWire {
  return {
    status: row.status,
    amount: toDollars(row.amountCents),
    bolivares: rate
      ? { amount: toDollars(bolivaresCents(row.amountCents, rate.rate)), rate: rate.rate, date: rate.date }
      : null,
    hold_until: row.holdUntil.toISOString(),
    pay_to: payToOf(settings),
    method: row.method,
    reference: row.reference,
    reported_at: row.reportedAt?.toISOString() ?? null,
    reason: row.reason,
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export const toDepositListItem = (
  view: DepositView,
  settings: DepositSettings,
  rate: ExchangeRateWire | null,
  visit: DepositListItemWire['visit'],
): DepositListItemWire => ({
  ...toDepositWire(view.deposit, settings, rate),
  appointment_id: view.deposit.appointmentId,
  start: view.startsAt.toISOString(),
  client: {
    _id: view.client.id,
    name: `${view.client.firstName} ${view.client.lastName}`.trim(),
    phone: view.client.phone,
  },
  service: view.service,
  price: toDollars(view.priceCents),
  visit,
});
