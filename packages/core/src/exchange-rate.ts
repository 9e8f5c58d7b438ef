import type { SubscriptionPaymentMethod } from './billing.js';
import { formatMoney } from './format.js';
import { toCents, toDollars } from './money.js';

/**
 * The day's official rate, bolívares (VES) per US dollar (docs/product.md "Plans and subscription",
 * docs/decisions.md "Exchange rate"): one rate per calendar date, with at most 4 decimals as the BCV publishes it.
 */

/** Decimals a rate may carry: the BCV publishes 4 ("36,4012"); the column is numeric(14, 4). */
export const RATE_DECIMALS = 4;
/** No rate above this is believable (a typo of several zeros); the refusal names the field. */
export const RATE_MAX = 1_000_000;
/** Who enters a rate when no administrator names another. */
export const DEFAULT_RATE_SOURCE = 'BCV';
/** The source written on a rate the optional feed stored (EXCHANGE_RATE_URL). */
export const FEED_RATE_SOURCE = 'BCV (feed)';

/** Manual methods paid in bolívares at the day's rate; the others are paid in dollars. */
export const BOLIVAR_PAYMENT_METHODS = ['pago_movil'] as const satisfies readonly SubscriptionPaymentMethod[];
export const isBolivarMethod = (method: string): boolean =>
  (BOLIVAR_PAYMENT_METHODS as readonly string[]).includes(method);

const SCALE = 10 ** RATE_DECIMALS;

/** Whether a rate has at most RATE_DECIMALS decimals (what the column keeps without rounding). */
export const hasRateDecimals = (rate: number): boolean =>
  Math.abs(Math.round(rate * SCALE) - rate * SCALE) < 1e-6;

/**
 * Dollars in cents at a rate -> bolívares in cents, rounded half up to the céntimo. Counted in whole numbers
 * (BigInt): cents times the rate in ten-thousandths passes 2^53 for large amounts, where a float would lose
 * the last céntimo. 5100 cents at 36.4 -> 185640 (Bs. 1.856,40).
 */
export function bolivaresCents(usdCents: number, rate: number): number {
  if (!Number.isSafeInteger(usdCents) || usdCents < 0)
    throw new RangeError(`Not an amount in cents: ${usdCents}`);
  const product = BigInt(usdCents) * BigInt(Math.round(rate * SCALE));
  const scale = BigInt(SCALE);
  return Number((product * 2n + scale) / (2n * scale));
}

/**
 * Bolívares in cents at a rate -> dollars in cents, rounded half up to the cent: what a payment in bolívares
 * is worth in dollars at the rate it was taken at. 185640 at 36.4 -> 5100. Converting a dollar amount to
 * bolívares and back gives the same cents at any rate of 1 or more.
 */
export function dollarsCentsOfBolivares(vesCents: number, rate: number): number {
  if (!Number.isSafeInteger(vesCents) || vesCents < 0)
    throw new RangeError(`Not an amount in cents: ${vesCents}`);
  const scaledRate = BigInt(Math.round(rate * SCALE));
  const product = BigInt(vesCents) * BigInt(SCALE);
  return Number((product * 2n + scaledRate) / (2n * scaledRate));
}

/** A dollar amount in bolívares at a rate, written as prices are ("Bs. 910,00"). */
export const formatBolivares = (dollars: number, rate: number, lang: string): string =>
  formatMoney(toDollars(bolivaresCents(toCents(dollars), rate)), lang, 'VES');
