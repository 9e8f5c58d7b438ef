import { dateSchema, exchangeRateValueSchema, localDateAt, VENEZUELA_TIME_ZONE } from '@salon/core';

/**
 * What the optional feed (EXCHANGE_RATE_URL) must answer (docs/decisions.md "Exchange rate"): a JSON object
 * `{ "date": "YYYY-MM-DD", "rate": 36.5 }`, the rate in bolívares per dollar with at most 4 decimals. Tolerated
 * too, since public BCV mirrors differ: the object inside `data`; `fecha` for the date; `usd`, `valor`,
 * `value` or `price` for the rate; a rate as text with a decimal point or comma ("36,5040").
 *
 * A public BCV source read as it answers: DolarApi's Venezuela host (`https://ve.dolarapi.com/v1/dolares/oficial`,
 * recorded in `__tests__/fixtures/dolarapi-oficial.json`) gives the official rate as `promedio` and its time as
 * `fechaActualizacion` (an ISO instant, read as its day in Caracas); its list (`/v1/dolares`) is an array
 * whose `"fuente": "oficial"` entry is taken.
 */
export interface FeedRate {
  date: string;
  rate: number;
}

const DATE_NAMES = ['date', 'fecha', 'fechaActualizacion'] as const;
const RATE_NAMES = ['rate', 'usd', 'valor', 'value', 'price', 'promedio'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const firstOf = (body: Record<string, unknown>, names: readonly string[]) =>
  names.map((name) => body[name]).find((value) => value !== undefined && value !== null);

/** A rate as a number, or as decimal text with one point or comma and no grouping. */
const rateValue = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*\d+(?:[.,]\d+)?\s*$/.test(value)
    ? Number(value.trim().replace(',', '.'))
    : value;

/** A date as YYYY-MM-DD, or an instant ("2026-12-07T13:00:00.000Z") as its day on Venezuela's clock. */
const dateValue = (value: unknown): unknown => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : localDateAt(instant, VENEZUELA_TIME_ZONE);
};

/** The object that carries the rate: the answer itself, its `data`, or a list's official entry. */
const rateObject = (body: unknown): unknown => {
  if (Array.isArray(body))
    return body.find((entry) => isObject(entry) && entry.fuente === 'oficial') ?? body[0];
  return isObject(body) && isObject(body.data) ? body.data : body;
};

/** The feed's date and rate, checked by the same rules as an administrator's entry; or why it was refused. */
export function parseFeed(body: unknown): { ok: true; value: FeedRate } | { ok: false; reason: string } {
  const object = rateObject(body);
  if (!isObject(object)) return { ok: false, reason: 'the answer is not a JSON object' };
  const date = dateSchema.safeParse(dateValue(firstOf(object, DATE_NAMES)));
  if (!date.success) return { ok: false, reason: 'no valid "date" (YYYY-MM-DD)' };
  const rate = exchangeRateValueSchema.safeParse(rateValue(firstOf(object, RATE_NAMES)));
  if (!rate.success) return { ok: false, reason: 'no valid "rate" (above 0, at most 4 decimals)' };
  return { ok: true, value: { date: date.data, rate: rate.data } };
}
