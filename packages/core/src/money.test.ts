import { describe, expect, it } from 'vitest';
import {
  centsToDollarText,
  dollarTextToCents,
  hasWholeCents,
  roundDollars,
  toCents,
  toDollars,
} from './money.js';

describe('toCents', () => {
  it('gives whole cents where the float product misses them', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1856.4)).toBe(185640);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(0)).toBe(0);
    expect(toCents(25)).toBe(2500);
  });

  it('keeps the sign of a negative amount', () => {
    expect(toCents(-19.99)).toBe(-1999);
    expect(toCents(-0.07)).toBe(-7);
  });

  it('holds for large amounts', () => {
    expect(toCents(100_000)).toBe(10_000_000);
    expect(toCents(99_999.99)).toBe(9_999_999);
    expect(toCents(21_474_836.47)).toBe(2_147_483_647);
  });
});

describe('toDollars', () => {
  it('is the decimal a person reads', () => {
    expect(toDollars(1999)).toBe(19.99);
    expect(toDollars(30)).toBe(0.3);
    expect(toDollars(185640)).toBe(1856.4);
    expect(toDollars(-1999)).toBe(-19.99);
    expect(toDollars(9_999_999)).toBe(99_999.99);
  });

  it('round-trips with toCents', () => {
    for (let cents = -500; cents <= 200_000; cents += 13) expect(toCents(toDollars(cents))).toBe(cents);
  });
});

describe('roundDollars', () => {
  it('rounds a product or difference of dollar amounts to whole cents', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(roundDollars(0.1 + 0.2)).toBe(0.3);
    expect(roundDollars(19.99 * 3)).toBe(59.97);
    expect(roundDollars(25 * 12 - 270)).toBe(30);
    expect(roundDollars(1856.4 - 0.01)).toBe(1856.39);
  });
});

describe('hasWholeCents', () => {
  it('takes up to 2 decimals, float noise included, and refuses more', () => {
    expect([19.99, 0.1 + 0.2, 1856.4, 25, 0, -19.99, 99_999.99].map(hasWholeCents)).toEqual(
      Array(7).fill(true),
    );
    expect([19.999, 0.001, 1.005].map(hasWholeCents)).toEqual([false, false, false]);
  });
});

describe('dollar texts', () => {
  it('reads a decimal text into cents without floating point', () => {
    expect(['28.00', '28.5', '191.4', '19', '0.07', '19.99', ' 1856.40 '].map(dollarTextToCents)).toEqual([
      2800, 2850, 19140, 1900, 7, 1999, 185640,
    ]);
    expect(['28.005', '-1', '1e3', '', 'abc', '1.'].map(dollarTextToCents)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('writes cents as a text with 2 decimals', () => {
    expect([2800, 5, 0, 123456, 1999].map(centsToDollarText)).toEqual([
      '28.00',
      '0.05',
      '0.00',
      '1234.56',
      '19.99',
    ]);
    expect(() => centsToDollarText(12.5)).toThrow(RangeError);
    expect(() => centsToDollarText(-1)).toThrow(RangeError);
  });
});
