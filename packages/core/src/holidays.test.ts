import { describe, expect, it } from 'vitest';
import { datesBetween, easterSunday, venezuelanHolidays } from './holidays.js';
import { closureBodySchema } from './schemas/salon-closure.js';

describe('holidays', () => {
  it('finds Easter Sunday by the computus', () => {
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
  });

  it('lists the fixed holidays and those that move with Easter, in date order', () => {
    const holidays = venezuelanHolidays(2026);
    expect(holidays).toHaveLength(14);
    expect(holidays.slice(0, 5)).toEqual([
      { holiday: 'new_year', date: '2026-01-01' },
      { holiday: 'carnival_monday', date: '2026-02-16' },
      { holiday: 'carnival_tuesday', date: '2026-02-17' },
      { holiday: 'holy_thursday', date: '2026-04-02' },
      { holiday: 'good_friday', date: '2026-04-03' },
    ]);
    expect(holidays.map((holiday) => holiday.date)).toContain('2026-07-05');
    expect(holidays.at(-1)).toEqual({ holiday: 'new_years_eve', date: '2026-12-31' });
  });

  it('expands a range of dates across a month end', () => {
    expect(datesBetween('2026-01-30', '2026-02-02')).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
      '2026-02-02',
    ]);
    expect(datesBetween('2026-02-02', '2026-02-01')).toEqual([]);
  });
});

describe('malformed dates', () => {
  it('walks no days from something that is not a date', () => {
    expect(datesBetween('-000001-01-01T00:00', '-000001-01-01T00:00')).toEqual([]);
    expect(datesBetween('2026-02-29T25:61:00', '2026-03-02')).toEqual([]);
    expect(datesBetween('2026-12-30', '2027-01-01')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('refuses a closure whose dates are not dates with field errors, without walking them', () => {
    for (const start of ['-000001-01-01T00:00', '+275760-09-13T00:00', '2026-02-29T25:61:00']) {
      const result = closureBodySchema.safeParse({
        salon_id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
        start_date: start,
        reason: 'Inventario',
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('start_date');
    }
  });
});
