import { describe, expect, it } from 'vitest';
import { dateSchema, monthSchema } from './employee.js';

describe('days and months', () => {
  it('take real dates of the years 1900 to 2999 only (Year 1 and 9999 answered 500)', () => {
    for (const ok of ['1900-01-01', '2026-02-28', '2028-02-29', '2999-12-31']) {
      expect(dateSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '2026-02-30', '2026-13-01']) {
      expect(dateSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe('validation.date');
    }
    expect(monthSchema.safeParse('2026-05').success).toBe(true);
    for (const bad of ['0001-01', '9999-12', '2026-13']) {
      expect(monthSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe('validation.month');
    }
  });
});
