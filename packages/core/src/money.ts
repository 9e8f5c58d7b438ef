/**
 * Money between the wire and the database, the one place that converts it.
 *
 * - The wire (JSON bodies, forms, exports) carries dollars as numbers with at most 2 decimals ("25.5").
 * - The database keeps integer cents (`*_cents` integer columns), and the pricing and billing rules
 *   (`promotion-pricing.ts`, `billing.ts`) count in cents, so sums never drift by a float's last bit.
 *
 * Writing money for people is `format.ts` (`formatMoney`, `formatCents`), with the other per-language formats.
 */

/**
 * Dollars -> whole cents. Rounded because binary floats miss most decimals: 19.99 * 100 is 1998.9999999999998,
 * 0.1 + 0.2 is 0.30000000000000004; the wire never carries more than 2 decimals, so the nearest cent is meant.
 */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** Whole cents -> dollars for the wire: 1999 -> 19.99 (the nearest double to it, which prints as "19.99"). */
export const toDollars = (cents: number): number => cents / 100;

/**
 * A dollar amount rounded to whole cents, still in dollars: a product or a difference of dollar amounts
 * (a unit price times a count, twelve months less a yearly price) is shown and sent with 2 decimals at most.
 */
export const roundDollars = (dollars: number): number => toDollars(toCents(dollars));

/** Whether a dollar amount has at most 2 decimals, so it converts to cents without loss (what the wire allows). */
export const hasWholeCents = (dollars: number): boolean =>
  Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;

/**
 * A decimal dollar text ("28.00", "28.5", "28") -> cents (2800, 2850, 2800), read digit by digit without
 * floating point; null for anything else (a sign, an exponent, more than 2 decimals). For payment providers,
 * which send amounts as decimal strings.
 */
export function dollarTextToCents(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents -> a decimal dollar text with 2 decimals (2800 -> "28.00"), as payment providers take amounts. */
export function centsToDollarText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
