import {
  APPOINTMENT_PAYMENT_METHODS,
  CASH_METHODS,
  PAYMENT_CURRENCIES,
  cashLineKey,
  dollarsCentsOfBolivares,
  type AppointmentPaymentMethod,
} from '@salon/core';

type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];

/** The two lines whose money sits in the till, always on the close, each in the currency it holds. */
export const TILL_LINES = [
  { method: CASH_METHODS[0], currency: 'USD' },
  { method: CASH_METHODS[1], currency: 'VES' },
] as const satisfies readonly { method: AppointmentPaymentMethod; currency: PaymentCurrency }[];
const TILL_KEYS: readonly string[] = TILL_LINES.map((line) => cashLineKey(line.method, line.currency));
const tillCurrencyOf = (key: string) =>
  TILL_LINES.find((line) => cashLineKey(line.method, line.currency) === key)?.currency;

/** A line of the close in cents; the mapper turns it into the wire's units. */
export interface LineCents {
  key: string;
  method: AppointmentPaymentMethod;
  currency: PaymentCurrency;
  cash: boolean;
  payments: number;
  taken: number;
  opening: number;
  out: number;
  expected: number;
  counted: number | null;
  difference: number | null;
  differenceUsd: number | null;
}

export interface DayFigures {
  payments: readonly { method: AppointmentPaymentMethod; currency: PaymentCurrency; amountCents: number }[];
  opening: { USD: number; VES: number };
  counted: Record<string, number | null>;
  movements: readonly { currency: PaymentCurrency; amountCents: number }[];
  /** Bolívares per dollar of the day; null when none is known. */
  rate: number | null;
}

/**
 * Bolívares (any sign) in dollars at a rate, to the cent, half away from zero: a shortfall and a surplus of
 * the same size weigh the same in dollars.
 */
export const signedDollarsOfBolivares = (vesCents: number, rate: number): number =>
  Math.sign(vesCents) * dollarsCentsOfBolivares(Math.abs(vesCents), rate);

const order = (line: { key: string; method: string; currency: string }) => {
  const till = TILL_KEYS.indexOf(line.key);
  if (till >= 0) return till;
  return (
    TILL_KEYS.length +
    APPOINTMENT_PAYMENT_METHODS.indexOf(line.method as AppointmentPaymentMethod) * PAYMENT_CURRENCIES.length +
    PAYMENT_CURRENCIES.indexOf(line.currency as PaymentCurrency)
  );
};

/**
 * The close's lines: the till lines always, one per method and currency the day was paid with, and any line
 * staff counted (so an amount typed is never dropped). expected = opening + taken − out on the till lines,
 * taken on the others; the difference is counted − expected, and in dollars at the day's rate.
 */
export function linesOf(day: DayFigures): LineCents[] {
  const lines = new Map<string, LineCents>();
  const lineOf = (method: AppointmentPaymentMethod, currency: PaymentCurrency) => {
    const key = cashLineKey(method, currency);
    let line = lines.get(key);
    if (!line) {
      const till = tillCurrencyOf(key);
      const opening = till ? day.opening[till] : 0;
      const out = till
        ? day.movements.filter((m) => m.currency === till).reduce((sum, m) => sum + m.amountCents, 0)
        : 0;
      line = {
        key,
        method,
        currency,
        cash: Boolean(till),
        payments: 0,
        taken: 0,
        opening,
        out,
        expected: 0,
        counted: null,
        difference: null,
        differenceUsd: null,
      };
      lines.set(key, line);
    }
    return line;
  };
  for (const till of TILL_LINES) lineOf(till.method, till.currency);
  for (const payment of day.payments) {
    const line = lineOf(payment.method, payment.currency);
    line.payments += 1;
    line.taken += payment.amountCents;
  }
  for (const [key, cents] of Object.entries(day.counted)) {
    if (cents === null) continue;
    const [method, currency] = key.split(':') as [AppointmentPaymentMethod, PaymentCurrency];
    lineOf(method, currency);
  }
  for (const line of lines.values()) {
    line.expected = line.opening + line.taken - line.out;
    line.counted = day.counted[line.key] ?? null;
    if (line.counted === null) continue;
    line.difference = line.counted - line.expected;
    line.differenceUsd =
      line.currency === 'USD'
        ? line.difference
        : day.rate === null
          ? null
          : signedDollarsOfBolivares(line.difference, day.rate);
  }
  return [...lines.values()].sort((a, b) => order(a) - order(b));
}

/** The day's difference in dollars: null until every line is counted (or a bolívar line has no rate). */
export function totalDifferenceUsd(lines: readonly LineCents[]): number | null {
  let total = 0;
  for (const line of lines) {
    if (line.differenceUsd === null) return null;
    total += line.differenceUsd;
  }
  return total;
}

/** Tips of the day: what each visit was paid over its due, counted on the day of its last payment. */
export function tipsOf(
  visits: readonly { paidCents: number; dueCents: number; lastPaidAt: Date }[],
  dayEnd: Date,
): { cents: number; visits: number } {
  let cents = 0;
  let count = 0;
  for (const visit of visits) {
    // A visit paid again on a later day has its tip counted there.
    if (visit.lastPaidAt >= dayEnd) continue;
    const tip = Math.max(0, visit.paidCents - visit.dueCents);
    if (tip > 0) {
      cents += tip;
      count += 1;
    }
  }
  return { cents, visits: count };
}
