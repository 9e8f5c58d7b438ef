import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  bookingWorld,
  dayFromToday,
  performingLogin,
  send,
} from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * An owner or manager may keep a repeating series outside the working hours ("outside hours", as
 * for one appointment); the series still never meets another appointment, and nobody else may override.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const first = dayFromToday(6);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'series.hours@example.com');
  // Ana works 09:00–18:00; on the second date she already has a 18:30 appointment, booked outside hours.
  const res = await send(
    t,
    'POST',
    base,
    w.booking({ start: at(addDays(first, 7), '18:30'), override_hours: true }),
    w.token,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
});
afterAll(() => t.close());

// 18:15 to 19:00: past Ana's hours every week.
const late = (extra: Record<string, unknown> = {}) =>
  w.booking({ start: at(first, '18:15'), repeat: { count: 3 }, ...extra });
const freeOf = async (body: Record<string, unknown>, token = w.token) => {
  const res = await send(t, 'POST', `${base}/series/check`, body, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.occurrences as { free: boolean }[]).map((occurrence) => occurrence.free);
};

describe('a series outside the working hours', () => {
  it('is refused without the override, and with it stands where nothing meets it', async () => {
    expect(await freeOf(late())).toEqual([false, false, false]);
    expect(await freeOf(late({ override_hours: true }))).toEqual([true, false, true]);
    const saved = await send(
      t,
      'POST',
      `${base}/series`,
      late({ override_hours: true, skip_dates: [addDays(first, 7)] }),
      w.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.appointment_ids).toHaveLength(2);
  });

  it('is not the secretary’s to override', async () => {
    const secretary = await performingLogin(t, w, 'secretary');
    const body = late({ employee_id: secretary.employeeId, override_hours: true });
    expect(await freeOf(body, secretary.token)).toEqual([false, false, false]);
  });
});
