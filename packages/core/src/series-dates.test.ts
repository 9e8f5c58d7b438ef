import { describe, expect, it } from 'vitest';
import { seriesDates } from './series-dates.js';

const repeat = (fields: Record<string, unknown>) => ({ every_weeks: 1, ...fields });

describe('the dates of a repeating appointment', () => {
  it('repeats every two weeks on the first date’s weekday, for a count', () => {
    // 2026-12-01 is a Tuesday.
    expect(seriesDates('2026-12-01', repeat({ every_weeks: 2, count: 4 }))).toEqual([
      '2026-12-01',
      '2026-12-15',
      '2026-12-29',
      '2027-01-12',
    ]);
  });

  it('takes chosen weekdays until a date, never before the first', () => {
    // Tuesday the 1st, on Mondays and Thursdays: the Monday of that week is before it.
    expect(seriesDates('2026-12-01', repeat({ weekdays: [3, 0], until: '2026-12-10' }))).toEqual([
      '2026-12-03',
      '2026-12-07',
      '2026-12-10',
    ]);
  });

  it('holds 52 weekly dates in a year, and refuses more than a year', () => {
    expect(seriesDates('2026-12-01', repeat({ count: 52 }))).toHaveLength(52);
    expect(seriesDates('2026-12-01', repeat({ count: 53 }))).toHaveLength(53); // day 365 is still in the year
    expect(seriesDates('2026-12-01', repeat({ count: 54 }))).toBeNull();
    expect(seriesDates('2026-12-01', repeat({ until: '2027-12-02' }))).toBeNull();
    expect(seriesDates('2026-12-01', repeat({ until: '2027-12-01' }))?.at(-1)).toBe('2027-11-30');
  });
});
