import { isoDate, wallClockOf } from '@salon/core';
import { describe, expect, it } from 'vitest';
import { localDateOf } from '../appointment.mapper.js';

/** Every minute of two days around an instant, in a zone: the memoised local date equals the formatter's. */
const disagreements = (zone: string, around: string) => {
  const start = Date.parse(around) - 86_400_000;
  const wrong: string[] = [];
  for (let ms = start; ms < start + 2 * 86_400_000; ms += 60_000) {
    const instant = new Date(ms);
    const expected = isoDate(wallClockOf(instant, zone));
    if (localDateOf(instant, zone) !== expected) wrong.push(`${instant.toISOString()} ${zone}`);
  }
  return wrong;
};

describe('localDateOf (memoised by quarter-hour)', () => {
  it.each([
    ['America/Caracas', '2026-11-30T04:00:00Z'],
    ['America/Santiago', '2026-09-06T04:00:00Z'],
    ['America/Havana', '2026-03-08T05:00:00Z'],
    ['America/New_York', '2026-11-01T06:00:00Z'],
    ['Asia/Kathmandu', '2026-06-01T18:15:00Z'],
    ['Australia/Lord_Howe', '2026-10-04T15:30:00Z'],
    ['Pacific/Chatham', '2026-09-27T14:00:00Z'],
  ])(
    'agrees with the zone formatter every minute around midnight and offset changes in %s',
    (zone, around) => {
      expect(disagreements(zone, around)).toEqual([]);
    },
  );
});
