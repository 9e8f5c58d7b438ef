import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { call, visitUrl, visitWorld, type VisitWorld } from '../../../test/visit-fixtures.js';

/**
 * Found by the security suite's fuzzing: the visit page's free times asked from year 0001 answered
 * 500. Its range now has the booking page's rules: `to` not before `from`, at most 42 days, else 400 naming
 * `to`; and a day of the years 1900 to 2999 (the shared dateSchema), as year 1 on its own still failed.
 */
let t: TestApp;
let w: VisitWorld;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await visitWorld(t, 'visit.range@example.com');
  token = (await w.visit()).token;
});
afterAll(async () => {
  await t?.close();
});

const times = (from: string, to: string) =>
  call(t, 'GET', visitUrl(token, `/availability?from=${from}&to=${to}`), undefined, '10.9.9.9');

describe('free times of a visit', () => {
  it('answers 400 naming `to` for a range too long or backwards', async () => {
    for (const [from, to, code] of [
      ['2026-01-01', '2030-01-14', 'validation.appointment.range'],
      ['2030-01-14', '2030-01-08', 'validation.appointment.endAfterStart'],
    ] as const) {
      const res = await times(from, to);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: expect.arrayContaining([expect.objectContaining({ field: 'to', code })]),
      });
    }
  });

  it('answers 400 for days outside the years 1900 to 2999 (year 1 answered 500)', async () => {
    for (const [from, to] of [
      ['0001-01-01', '0001-01-07'],
      ['9999-12-25', '9999-12-31'],
    ] as const) {
      const res = await times(from, to);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: expect.arrayContaining([expect.objectContaining({ code: 'validation.date' })]),
      });
    }
  });

  it('still takes a week (this salon takes no online changes: 409, past the range check)', async () => {
    const from = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const res = await times(from, to);
    expect(res.json()).toMatchObject({ code: 'VISIT_RESCHEDULE_CLOSED' });
  });
});
