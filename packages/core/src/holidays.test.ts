import { describe, expect, it } from 'vitest';
import { datesBetween, easterSunday, venezuelanHolidays } from './holidays.js';

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
