import type { APPOINTMENT_PAYMENT_METHODS } from '@salon/core';
import {
  bolivaresCents,
  dollarsCentsOfBolivares,
  formatLocalDay,
  formatRate,
  hasWholeCents,
  PAYMENT_MAX_BOLIVARES,
  toCents,
  toDollars,
  type Currency,
  type ExchangeRateWire,
} from '@salon/core';

/* The checkout's arithmetic and wording shared by the payments list and the add-payment form. */

export type PaymentMethod = (typeof APPOINTMENT_PAYMENT_METHODS)[number];

/**
 * Methods that only ever move one currency, so choosing one chooses its currency; a transfer or "other" can be
 * either and leaves the currency as it is.
 */
const CURRENCY_OF_METHOD: Partial<Record<PaymentMethod, Currency>> = {
  zelle: 'USD',
  paypal: 'USD',
  cash: 'USD',
  binance: 'USD',
  pagoMovil: 'VES',
  pointOfSale: 'VES',
  cashBolivares: 'VES',
};

/** The currency a method brings with it, or `current` when it takes either (or bolívares have no rate). */
export const currencyForMethod = (
  method: PaymentMethod,
  current: Currency,
  rate: ExchangeRateWire | null,
): Currency => {
  const own = CURRENCY_OF_METHOD[method] ?? current;
  return own === 'VES' && !rate ? 'USD' : own;
};

/** The balance due in a currency, as the amount field is prefilled: bolívares rounded to the céntimo. */
export const balanceIn = (
  balance: number,
  currency: Currency,
  rate: ExchangeRateWire | null,
): number | '' => {
  if (balance <= 0) return '';
  if (currency === 'VES' && rate) return toDollars(bolivaresCents(toCents(balance), rate.rate));
  return balance;
};

/** Whether an amount as typed is one the server would take (a positive number of whole cents). */
const isAmount = (amount: unknown): amount is number =>
  typeof amount === 'number' &&
  Number.isFinite(amount) &&
  amount > 0 &&
  amount <= PAYMENT_MAX_BOLIVARES &&
  hasWholeCents(amount);

/** What an amount in a currency counts for, in cents of a dollar, at today's rate; null when not an amount. */
export const dollarsCentsOf = (
  amount: unknown,
  currency: Currency,
  rate: ExchangeRateWire | null,
): number | null => {
  if (!isAmount(amount)) return null;
  if (currency === 'USD') return toCents(amount);
  return rate ? dollarsCentsOfBolivares(toCents(amount), rate.rate) : null;
};

/** The parts of a rate as the texts show it: "36,50", "BCV", "28 nov 2026". */
export const rateParts = (rate: { rate: number; date: string; source?: string }, lang: string) => ({
  rate: formatRate(rate.rate, lang),
  date: formatLocalDay(rate.date, lang),
  source: rate.source ?? '',
});
