import { describe, expect, it } from 'vitest';
import { bolivaresCents, hasRateDecimals } from './exchange-rate.js';
import { setExchangeRateBodySchema } from './schemas/exchange-rate.js';

describe('bolivaresCents', () => {
  it('multiplies dollars by the rate and rounds half up to the céntimo', () => {
    expect(bolivaresCents(5100, 36.4)).toBe(185_640);
    // Cents times the rate are céntimos: 36.405 rounds down, a half (0.5) up.
    expect(bolivaresCents(1, 36.405)).toBe(36);
    expect(bolivaresCents(1, 36.45)).toBe(36);
    expect(bolivaresCents(10, 36.405)).toBe(364);
    expect(bolivaresCents(2, 0.0025)).toBe(0);
    expect(bolivaresCents(2, 0.25)).toBe(1);
  });

  it('stays exact where a float product would not', () => {
    // 9,999,999.99 USD at 999,999.9999: 9999999999999.98... VES, beyond 2^53 in ten-thousandths of a cent.
    expect(bolivaresCents(999_999_999, 999_999.9999)).toBe(999_999_998_900_000);
    expect(bolivaresCents(1, 36.5)).toBe(37);
  });

  it('refuses what is not an amount in cents', () => {
    expect(() => bolivaresCents(1.5, 36)).toThrow(RangeError);
    expect(() => bolivaresCents(-1, 36)).toThrow(RangeError);
  });
});

describe('the rate as entered', () => {
  it('takes up to 4 decimals, above 0, up to a believable size', () => {
    expect(hasRateDecimals(36.4012)).toBe(true);
    expect(hasRateDecimals(36.40123)).toBe(false);
    const ok = setExchangeRateBodySchema.safeParse({ date: '2026-11-27', rate: '36.4' });
    expect(ok.success && ok.data).toEqual({ date: '2026-11-27', rate: 36.4, source: 'BCV' });
    for (const rate of [0, -1, 36.40123, 2_000_000, 'abc']) {
      const refused = setExchangeRateBodySchema.safeParse({ date: '2026-11-27', rate });
      expect(refused.success).toBe(false);
      expect(refused.error?.issues[0]?.message).toBe('validation.exchangeRate.rate');
    }
  });
});
