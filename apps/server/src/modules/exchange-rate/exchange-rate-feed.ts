import { dateSchema, exchangeRateValueSchema } from '@salon/core';

/**
 * What the optional feed (EXCHANGE_RATE_URL) must answer (docs/decisions.md "Exchange rate"): a JSON object
 * `{ "date": "YYYY-MM-DD", "rate": 36.5 }`, the rate in bolívares per dollar with at most 4 decimals. Tolerated
 * too, since public BCV mirrors differ: the object inside `data`; `fecha` for the date; `usd`, `valor`,
 * `value` or `price` for the rate; a rate as text with a decimal point or comma ("36,5040").
 */
export interface FeedRate {
  date: string;
  rate: number;
}

const DATE_NAMES = ['date', 'fecha'] as const;
const RATE_NAMES = ['rate', 'usd', 'valor', 'value', 'price'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstOf = (body: Record<string, unknown>, names: readonly string[]) =>
  names.map((name) => body[name]).find((value) => value !== undefined && value !== null);

/** A rate as a number, or as decimal text with one point or comma and no grouping. */
const rateValue = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*\d+(?:[.,]\d+)?\s*$/.test(value)
    ? Number(value.trim().replace(',', '.'))
    : value;

/** The feed's date and rate, checked by the same rules as an administrator's entry; or why it was refused. */
export function parseFeed(body: unknown): { ok: true; value: FeedRate } | { ok: false; reason: string } {
  const object = isObject(body) && isObject(body.data) ? body.data : body;
  if (!isObject(object)) return { ok: false, reason: 'the answer is not a JSON object' };
  const date = dateSchema.safeParse(firstOf(object, DATE_NAMES));
  if (!date.success) return { ok: false, reason: 'no valid "date" (YYYY-MM-DD)' };
  const rate = exchangeRateValueSchema.safeParse(rateValue(firstOf(object, RATE_NAMES)));
  if (!rate.success) return { ok: false, reason: 'no valid "rate" (above 0, at most 4 decimals)' };
  return { ok: true, value: { date: date.data, rate: rate.data } };
}
