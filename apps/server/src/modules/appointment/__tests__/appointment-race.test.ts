import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { at, base, bookingWorld, dayFromToday } from '../../../test/appointment-fixtures.js';

/**
 * The no-overlap guarantee lives in the database, so it holds under real concurrency: on PostgreSQL (where
 * the pool runs several transactions at once) 50 simultaneous bookings of one time give exactly one.
 * PGlite runs one statement at a time, so the race only means something on PostgreSQL.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('50 concurrent bookings of one time', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  beforeAll(async () => {
    t = await createTestApp();
    w = await bookingWorld(t, 'appt.race@example.com');
  });
  afterAll(() => t.close());

  // Under a loaded CI machine the 49 losers queue behind the winner's lock; give them time, not a verdict.
  it('books exactly one and answers 409 to the other 49', { timeout: 90_000 }, async () => {
    const body = w.booking({ start: at(dayFromToday(7), '10:00') });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: `${API}${base}`,
          headers: { authorization: `Bearer ${w.token}` },
          payload: body,
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json().code).toBe('APPOINTMENT_CONFLICT');
    }
  });
});
