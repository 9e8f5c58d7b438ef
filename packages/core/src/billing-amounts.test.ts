import { describe, expect, it } from 'vitest';
import { addMonths, quotePeriod, quoteUpgrade } from './billing.js';

/** What a period costs and when it ends: the amounts of packages/core/src/billing.ts. */
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const START = at('2025-03-10T04:00:00.000Z');
const END = at('2025-04-10T04:00:00.000Z');

describe('addMonths', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonths(at('2025-03-10T04:00:00.000Z'), 1)).toEqual(at('2025-04-10T04:00:00.000Z'));
    expect(addMonths(at('2025-03-10T04:00:00.000Z'), 12)).toEqual(at('2026-03-10T04:00:00.000Z'));
  });

  it('holds at the month end: Jan 31 + 1 month is Feb 28, or Feb 29 in a leap year', () => {
    expect(addMonths(at('2025-01-31T10:30:00.000Z'), 1)).toEqual(at('2025-02-28T10:30:00.000Z'));
    expect(addMonths(at('2024-01-31T10:30:00.000Z'), 1)).toEqual(at('2024-02-29T10:30:00.000Z'));
    expect(addMonths(at('2025-03-31T00:00:00.000Z'), 1)).toEqual(at('2025-04-30T00:00:00.000Z'));
  });

  it("moves a leap year's Feb 29 to Feb 28 a year later", () => {
    expect(addMonths(at('2024-02-29T12:00:00.000Z'), 12)).toEqual(at('2025-02-28T12:00:00.000Z'));
    expect(addMonths(at('2024-02-29T12:00:00.000Z'), 48)).toEqual(at('2028-02-29T12:00:00.000Z'));
  });

  it('crosses the year end', () => {
    expect(addMonths(at('2025-12-31T23:59:59.000Z'), 1)).toEqual(at('2026-01-31T23:59:59.000Z'));
    expect(addMonths(at('2025-11-30T00:00:00.000Z'), 3)).toEqual(at('2026-02-28T00:00:00.000Z'));
  });

  it('does not change its argument', () => {
    const start = at('2025-01-31T00:00:00.000Z');
    addMonths(start, 1);
    expect(start).toEqual(at('2025-01-31T00:00:00.000Z'));
  });
});

describe('quotePeriod', () => {
  it('charges the plan for one month and 3 USD per employee with access', () => {
    expect(quotePeriod({ monthlyPriceCents: 2500, period: 'monthly', employeesWithAccess: 2 })).toEqual({
      lines: [
        { kind: 'plan', quantity: 1, unitCents: 2500, amountCents: 2500 },
        { kind: 'employee_access', quantity: 2, unitCents: 300, amountCents: 600 },
      ],
      totalCents: 3100,
    });
  });

  it('has no employee line when nobody has app access', () => {
    expect(quotePeriod({ monthlyPriceCents: 1500, period: 'monthly', employeesWithAccess: 0 })).toEqual({
      lines: [{ kind: 'plan', quantity: 1, unitCents: 1500, amountCents: 1500 }],
      totalCents: 1500,
    });
  });

  it('charges twelve months yearly with 10 % off the whole as a negative line', () => {
    expect(quotePeriod({ monthlyPriceCents: 2500, period: 'yearly', employeesWithAccess: 2 })).toEqual({
      lines: [
        { kind: 'plan', quantity: 12, unitCents: 2500, amountCents: 30_000 },
        { kind: 'employee_access', quantity: 2, unitCents: 3600, amountCents: 7200 },
        { kind: 'yearly_discount', quantity: 1, unitCents: -3720, amountCents: -3720 },
      ],
      totalCents: 33_480,
    });
  });

  it('rounds the yearly discount to the cent', () => {
    // 12 × 1999 = 23 988; 10 % = 2 398.8 -> 2 399.
    const odd = quotePeriod({ monthlyPriceCents: 1999, period: 'yearly', employeesWithAccess: 0 });
    expect(odd.lines.at(-1)).toEqual({
      kind: 'yearly_discount',
      quantity: 1,
      unitCents: -2399,
      amountCents: -2399,
    });
    expect(odd.totalCents).toBe(21_589);
    for (const line of odd.lines) expect(Number.isInteger(line.amountCents)).toBe(true);
  });
});

describe('quoteUpgrade', () => {
  const monthly = { period: 'monthly' as const, periodStart: START, periodEnd: END };
  const halfWay = plus(START, (END.getTime() - START.getTime()) / 2);

  it('charges the price difference for the half of a monthly period left', () => {
    expect(quoteUpgrade({ ...monthly, fromMonthlyCents: 2500, toMonthlyCents: 4500, now: halfWay })).toEqual({
      lines: [{ kind: 'proration', quantity: 1, unitCents: 1000, amountCents: 1000 }],
      totalCents: 1000,
    });
  });

  it('rounds the share to the cent', () => {
    // Two thirds gone: 2 000 / 3 = 666.67 -> 667.
    const now = plus(START, ((END.getTime() - START.getTime()) * 2) / 3);
    expect(quoteUpgrade({ ...monthly, fromMonthlyCents: 2500, toMonthlyCents: 4500, now }).totalCents).toBe(
      667,
    );
  });

  it('includes the yearly discount in the difference', () => {
    const yearEnd = addMonths(START, 12);
    const middle = plus(START, (yearEnd.getTime() - START.getTime()) / 2);
    // (12 × 4 500 − 10 %) − (12 × 2 500 − 10 %) = 48 600 − 27 000 = 21 600; half = 10 800.
    const quote = quoteUpgrade({
      fromMonthlyCents: 2500,
      toMonthlyCents: 4500,
      period: 'yearly',
      periodStart: START,
      periodEnd: yearEnd,
      now: middle,
    });
    expect(quote.totalCents).toBe(10_800);
  });

  it('charges the whole difference at the start (or before it) and nothing at the end', () => {
    const quote = (now: Date) =>
      quoteUpgrade({ ...monthly, fromMonthlyCents: 1500, toMonthlyCents: 4500, now }).totalCents;
    expect(quote(START)).toBe(3000);
    expect(quote(plus(START, -10 * DAY))).toBe(3000);
    expect(quote(END)).toBe(0);
    expect(quote(plus(END, DAY))).toBe(0);
  });

  it('is never negative', () => {
    expect(
      quoteUpgrade({ ...monthly, fromMonthlyCents: 4500, toMonthlyCents: 1500, now: halfWay }).totalCents,
    ).toBe(0);
  });
});
