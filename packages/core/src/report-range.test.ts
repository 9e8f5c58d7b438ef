import { describe, expect, it } from 'vitest';
import {
  averageDailyRateCents,
  daysInRange,
  periodStart,
  rangeInstants,
  resolveRange,
  seriesUnitFor,
} from './report-range.js';
import { incomesQuerySchema } from './schemas/report.js';

const SALON = '0193a000-0000-7000-8000-0000000000ff';

describe('resolveRange: local dates of the salon, both ends included', () => {
  it('reads each named range from the salon’s today', () => {
    const today = '2026-03-01';
    expect(resolveRange('today', today)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(resolveRange('yesterday', today)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(resolveRange('last_7_days', today)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(resolveRange('last_30_days', today)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(resolveRange('last_year', today)).toEqual({ from: '2025-03-02', to: '2026-03-01' });
    expect(resolveRange('custom', today, { from: '2025-12-01', to: '2025-12-31' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('counts the days of each: 1, 1, 7, 30 and 365', () => {
    const days = (['today', 'yesterday', 'last_7_days', 'last_30_days', 'last_year'] as const).map((range) =>
      daysInRange(resolveRange(range, '2028-03-01')),
    );
    // 2028 is a leap year: the 365 days ending 1 March start on 2 March 2027, still 365 days.
    expect(days).toEqual([1, 1, 7, 30, 365]);
  });
});

describe('series and averages', () => {
  it('groups by day up to a month, by week up to a quarter, by month beyond', () => {
    expect([1, 31, 32, 92, 93, 365].map(seriesUnitFor)).toEqual([
      'day',
      'day',
      'week',
      'week',
      'month',
      'month',
    ]);
  });

  it('starts a week on Monday, across a month and a year', () => {
    expect(periodStart('2026-01-01', 'week')).toBe('2025-12-29');
    expect(periodStart('2026-03-01', 'week')).toBe('2026-02-23');
    expect(periodStart('2026-02-23', 'week')).toBe('2026-02-23');
    expect(periodStart('2026-02-17', 'month')).toBe('2026-02-01');
    expect(periodStart('2026-02-17', 'day')).toBe('2026-02-17');
  });

  it('divides income by every day of the range, to the cent', () => {
    expect(averageDailyRateCents(10_000, { from: '2026-03-01', to: '2026-03-03' })).toBe(3333);
    expect(averageDailyRateCents(0, { from: '2026-03-01', to: '2026-03-01' })).toBe(0);
  });
});

describe('rangeInstants: from the first instant of the first day to that of the day after the last', () => {
  it('uses the salon’s midnight', () => {
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-30' }, 'America/Caracas')).toEqual({
      start: new Date('2026-11-01T04:00:00Z'),
      end: new Date('2026-12-01T04:00:00Z'),
    });
  });

  it('starts a day at 01:00 where the clocks spring forward at midnight (Santiago, 6 September 2026)', () => {
    const { start, end } = rangeInstants({ from: '2026-09-06', to: '2026-09-06' }, 'America/Santiago');
    expect(start).toEqual(new Date('2026-09-06T04:00:00Z'));
    // The next day starts at midnight again, now UTC−3.
    expect(end).toEqual(new Date('2026-09-07T03:00:00Z'));
  });
});

describe('incomesQuerySchema', () => {
  const errors = (query: Record<string, string>) => {
    const result = incomesQuerySchema.safeParse({ salon_id: SALON, ...query });
    return result.success
      ? []
      : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
  };

  it('refuses an unknown range, a custom range without both dates, backwards or longer than three years', () => {
    expect(errors({ range: 'forever' })).toEqual(['range:validation.report.range']);
    expect(errors({ range: 'custom', from: '2026-01-01' })).toEqual(['to:validation.report.toRequired']);
    expect(errors({ range: 'custom', to: '' })).toEqual([
      'from:validation.report.fromRequired',
      'to:validation.report.toRequired',
    ]);
    expect(errors({ range: 'custom', from: '2026-02-01', to: '2026-01-31' })).toEqual([
      'to:validation.report.endBeforeStart',
    ]);
    expect(errors({ range: 'custom', from: '2023-01-01', to: '2026-01-31' })).toEqual([
      'to:validation.report.tooLong',
    ]);
    expect(errors({ range: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual([
      'from:validation.date',
    ]);
  });

  it('takes a named range without dates, and a custom range of up to three years', () => {
    expect(errors({ range: 'last_year' })).toEqual([]);
    expect(errors({ range: 'custom', from: '2023-02-01', to: '2026-01-31' })).toEqual([]);
    expect(incomesQuerySchema.parse({ salon_id: SALON }).range).toBe('last_30_days');
  });
});
