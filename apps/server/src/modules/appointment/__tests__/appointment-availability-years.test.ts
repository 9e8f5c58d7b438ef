import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingWorld, get } from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Found by the security suite: free times asked for days of year 1 or 9999 answered 500 (the
 * query's day margins left the years PostgreSQL takes). Days now belong to the years 1900 to 2999: 400.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'availability.years@example.com');
});
afterAll(async () => {
  await t?.close();
});

const times = (from: string, to: string) =>
  get(
    t,
    `/api/v1/business/appointment/availability?service_id=${w.service._id}&employee_id=${w.employeeId}&from=${from}&to=${to}`,
    w.token,
  );

describe('free times of far-off days', () => {
  it('answers 400 naming the day, for year 1 and year 9999', async () => {
    for (const [from, to] of [
      ['0001-01-01', '0001-01-07'],
      ['9999-12-25', '9999-12-31'],
    ] as const) {
      const res = await times(from, to);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: expect.arrayContaining([
          expect.objectContaining({ field: 'from', code: 'validation.date' }),
        ]),
      });
    }
  });

  it('still answers the first and last years taken', async () => {
    for (const [from, to] of [
      ['1900-01-01', '1900-01-07'],
      ['2999-12-25', '2999-12-31'],
    ] as const) {
      const res = await times(from, to);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
