import {
  cashCloseDraftBodySchema,
  dollarsCentsOfBolivares,
  toCents,
  toDollars,
  type CashCloseDraftBody,
  type CashCloseLineWire,
  type CashCloseWire,
} from '@salon/core';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** What a money field holds: a number, '' while empty, NaN for text that is not a number. */
export type Amount = number | '';

/** The count being typed: the opening float and each line's counted amount, by line key (`cash:USD`). */
export interface CountFormValues {
  opening: { USD: Amount; VES: Amount };
  counted: Record<string, Amount>;
}
export type CountFormOutput = Pick<CashCloseDraftBody, 'opening' | 'counted'>;

/** An empty counted field is "not counted yet" (null on the wire), not a zero. */
const blankCountsToNull = (value: unknown) =>
  typeof value === 'object' && value !== null
    ? Object.fromEntries(Object.entries(value).map(([key, amount]) => [key, amount === '' ? null : amount]))
    : value;

/** The draft body's own rules (core), read from what the form holds. */
const countFormSchema = z.object({
  opening: cashCloseDraftBodySchema.shape.opening,
  counted: z.preprocess(blankCountsToNull, cashCloseDraftBodySchema.shape.counted),
});
/**
 * The schema's input is `unknown` (its preprocessing takes anything), and the shared form fields bind to a
 * form whose output is its input: the form is typed by what it holds, `countOutput` reads what the resolver
 * gave the submit handler.
 */
export const countFormResolver = zodResolver(countFormSchema) as unknown as Resolver<CountFormValues>;
export const countOutput = (values: CountFormValues) => values as unknown as CountFormOutput;

export const countFormValues = (day: CashCloseWire): CountFormValues => ({
  opening: { USD: day.opening.USD, VES: day.opening.VES },
  counted: Object.fromEntries(day.lines.map((line) => [line.key, line.counted ?? ''])),
});

export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The till lines whose expected amount counts the opening float of their currency: cash in dollars and cash
 * in bolívares (core's CASH_METHODS, each in its own currency).
 */
const FLOAT_LINES: Record<string, 'USD' | 'VES'> = { 'cash:USD': 'USD', 'cashBolivares:VES': 'VES' };

/** A line's figures as typed now: the expected amount follows the float, the difference the count. */
export interface LineFigures {
  opening: number;
  expected: number;
  counted: number | null;
  difference: number | null;
  differenceUsd: number | null;
}

const cents = (dollars: number) => toCents(dollars);

/** Bolívares to dollars at the day's rate, as the server counts them (half up to the cent, sign kept). */
const inDollars = (amount: number, rate: number | null): number | null => {
  if (rate === null) return null;
  const value = toDollars(dollarsCentsOfBolivares(Math.abs(cents(amount)), rate));
  return amount < 0 ? -value : value;
};

/**
 * The server sends each line's expected amount and difference as last saved; the screen counts them again
 * from what is typed (opening + taken − out, counted − expected), so the difference shows while counting.
 */
export const lineFigures = (
  line: CashCloseLineWire,
  values: CountFormValues,
  rate: number | null,
): LineFigures => {
  const floatCurrency = FLOAT_LINES[line.key];
  const typedFloat = floatCurrency ? values.opening[floatCurrency] : undefined;
  const opening = isAmount(typedFloat) ? typedFloat : line.opening;
  const expected = toDollars(cents(line.expected) - cents(line.opening) + cents(opening));
  const typed = values.counted[line.key];
  const counted = isAmount(typed) ? typed : null;
  if (counted === null) return { opening, expected, counted, difference: null, differenceUsd: null };
  const difference = toDollars(cents(counted) - cents(expected));
  return {
    opening,
    expected,
    counted,
    difference,
    // An even bolívar line is even in dollars too, with or without the day's rate.
    differenceUsd: line.currency === 'USD' || difference === 0 ? difference : inDollars(difference, rate),
  };
};

/** The day's difference in dollars: null until every line is counted (and a bolívar line has a rate). */
export const totalDifferenceUsd = (figures: LineFigures[]): number | null => {
  let total = 0;
  for (const figure of figures) {
    if (figure.differenceUsd === null) return null;
    total += cents(figure.differenceUsd);
  }
  return toDollars(total);
};

/** The field names of the count form, for the server's field errors (`counted.cash:USD`, `opening.USD`). */
export const countFieldName = (key: string) => `counted.${key}` as const;
