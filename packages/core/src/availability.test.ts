import { describe, expect, it } from 'vitest';
import {
  dayStartMinutes,
  instantOf,
  nextFreeTimes,
  wallClockOf,
  weekdayIndex,
  type AvailabilityEmployee,
  type WorkDay,
} from './index.js';

const off: WorkDay = { start_hour: '10:00', end_hour: '20:00', active: false };
const work = (start: string, end: string, breakHours?: [string, string]): WorkDay => ({
  start_hour: start,
  end_hour: end,
  start_break_hour: breakHours?.[0] ?? null,
  end_break_hour: breakHours?.[1] ?? null,
  active: true,
  available: true,
});
/** A week (Monday first) with the given days set, the rest off. */
const week = (days: Partial<Record<number, WorkDay>>): WorkDay[] =>
  Array.from({ length: 7 }, (_, index) => days[index] ?? off);
const iso = (times: { start: Date }[]) => times.map((time) => time.start.toISOString());

describe('zone arithmetic', () => {
  it('reads and builds wall-clock times in zones without daylight saving', () => {
    expect(instantOf({ year: 2026, month: 1, day: 5 }, 9 * 60, 'America/Caracas')?.toISOString()).toBe(
      '2026-01-05T13:00:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 1, day: 5 }, 9 * 60, 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-01-05T03:30:00.000Z',
    );
    expect(wallClockOf(new Date('2026-01-06T02:30:00Z'), 'America/Caracas')).toEqual({
      year: 2026,
      month: 1,
      day: 5,
      minutes: 22 * 60 + 30,
    });
    expect(weekdayIndex({ year: 2026, month: 1, day: 5 })).toBe(0);
    expect(weekdayIndex({ year: 2026, month: 1, day: 11 })).toBe(6);
  });

  it('skips times a spring-forward change removes and takes the earlier of a repeated time', () => {
    const springDay = { year: 2026, month: 3, day: 8 };
    expect(instantOf(springDay, 2 * 60 + 30, 'America/New_York')).toBeNull();
    expect(instantOf(springDay, 60, 'America/New_York')?.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(instantOf(springDay, 3 * 60, 'America/New_York')?.toISOString()).toBe('2026-03-08T07:00:00.000Z');
    const fallDay = { year: 2026, month: 11, day: 1 };
    expect(instantOf(fallDay, 90, 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(instantOf(fallDay, 3 * 60, 'America/New_York')?.toISOString()).toBe('2026-11-01T08:00:00.000Z');
    // Southern hemisphere: Santiago moves its clocks back in April.
    expect(instantOf({ year: 2026, month: 1, day: 15 }, 12 * 60, 'America/Santiago')?.toISOString()).toBe(
      '2026-01-15T15:00:00.000Z',
    );
    expect(instantOf({ year: 2026, month: 6, day: 15 }, 12 * 60, 'America/Santiago')?.toISOString()).toBe(
      '2026-06-15T16:00:00.000Z',
    );
  });
});

describe('dayStartMinutes', () => {
  it('fits the whole duration before the break and the end of the day, on the grid', () => {
    const starts = dayStartMinutes(work('09:00', '12:00', ['10:00', '10:30']), 30, 15);
    const hours = starts.map((m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`);
    expect(hours).toEqual(['9:00', '9:15', '9:30', '10:30', '10:45', '11:00', '11:15', '11:30']);
  });

  it('aligns an odd opening time to the clock grid and ignores inactive or unavailable days', () => {
    expect(dayStartMinutes(work('09:10', '10:00'), 30, 15)).toEqual([9 * 60 + 15, 9 * 60 + 30]);
    expect(dayStartMinutes(work('09:00', '09:20'), 30, 15)).toEqual([]);
    expect(dayStartMinutes(off, 30, 15)).toEqual([]);
    expect(dayStartMinutes({ ...work('09:00', '12:00'), available: false }, 30, 15)).toEqual([]);
  });
});

describe('nextFreeTimes', () => {
  const monday = new Date('2026-01-05T12:00:00Z'); // 08:00 in Caracas
  const base = { durationMinutes: 60, timeZone: 'America/Caracas', now: monday };

  it('answers the next six starts after now, soonest first, in the salon’s zone', () => {
    const ana: AvailabilityEmployee = { id: 'ana', schedule: week({ 0: work('09:00', '12:00') }) };
    const times = nextFreeTimes({ ...base, employees: [ana] });
    expect(iso(times)).toEqual([
      '2026-01-05T13:00:00.000Z',
      '2026-01-05T13:15:00.000Z',
      '2026-01-05T13:30:00.000Z',
      '2026-01-05T13:45:00.000Z',
      '2026-01-05T14:00:00.000Z',
      '2026-01-05T14:15:00.000Z',
    ]);
    expect(times[0]).toMatchObject({ employeeId: 'ana', end: new Date('2026-01-05T14:00:00Z') });
    const later = nextFreeTimes({ ...base, employees: [ana], now: new Date('2026-01-05T14:50:00Z') });
    expect(iso(later)).toEqual([
      '2026-01-05T15:00:00.000Z',
      // Next Monday: the rest of the week is off.
      '2026-01-12T13:00:00.000Z',
      '2026-01-12T13:15:00.000Z',
      '2026-01-12T13:30:00.000Z',
      '2026-01-12T13:45:00.000Z',
      '2026-01-12T14:00:00.000Z',
    ]);
  });

  it('looks 14 days ahead at most', () => {
    const ana: AvailabilityEmployee = { id: 'ana', schedule: week({ 2: work('09:00', '10:00') }) };
    const times = nextFreeTimes({ ...base, employees: [ana] });
    expect(iso(times)).toEqual(['2026-01-07T13:00:00.000Z', '2026-01-14T13:00:00.000Z']);
    expect(nextFreeTimes({ ...base, employees: [ana], days: 3 })).toHaveLength(1);
  });

  it('skips days off and busy intervals, and merges employees one entry per time', () => {
    const ana: AvailabilityEmployee = {
      id: 'ana',
      schedule: week({ 0: work('09:00', '10:00'), 1: work('09:00', '10:00') }),
      daysOff: ['2026-01-05'],
    };
    const luis: AvailabilityEmployee = {
      id: 'luis',
      schedule: week({ 1: work('09:00', '11:30') }),
      busy: [{ start: new Date('2026-01-06T13:30:00Z'), end: new Date('2026-01-06T14:30:00Z') }],
    };
    const times = nextFreeTimes({ ...base, employees: [ana, luis], limit: 4 });
    expect(times.map((time) => [time.start.toISOString(), time.employeeId])).toEqual([
      ['2026-01-06T13:00:00.000Z', 'ana'],
      // Ana stops at 10:00 and Luis is busy from 09:30 to 10:30; on the 13th both are free at 09:00.
      ['2026-01-06T14:30:00.000Z', 'luis'],
      ['2026-01-12T13:00:00.000Z', 'ana'],
      ['2026-01-13T13:00:00.000Z', 'ana'],
    ]);
  });

  it('answers nothing without employees or working days', () => {
    expect(nextFreeTimes({ ...base, employees: [] })).toEqual([]);
    expect(nextFreeTimes({ ...base, employees: [{ id: 'x', schedule: week({}) }] })).toEqual([]);
  });

  it('keeps wall-clock hours across a daylight-saving change', () => {
    const sunday = week({ 6: work('01:00', '04:00') });
    const times = nextFreeTimes({
      employees: [{ id: 'ana', schedule: sunday }],
      durationMinutes: 60,
      timeZone: 'America/New_York',
      now: new Date('2026-03-08T00:00:00Z'),
      limit: 10,
      days: 2,
    });
    // 01:00 to 03:00 local: 02:xx does not exist that night; 03:00 is already daylight time (UTC-4).
    expect(iso(times)).toEqual([
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T06:15:00.000Z',
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T06:45:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ]);
    const summer = nextFreeTimes({
      employees: [{ id: 'ana', schedule: sunday }],
      durationMinutes: 180,
      timeZone: 'America/New_York',
      now: new Date('2026-03-09T00:00:00Z'),
      limit: 1,
    });
    expect(iso(summer)).toEqual(['2026-03-15T05:00:00.000Z']);
  });
});
