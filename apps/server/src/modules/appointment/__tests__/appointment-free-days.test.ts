import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, base, book, bookingWorld, dayFromToday, get, WEEK } from '../../../test/appointment-fixtures.js';
import { addPerformer, createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * GET /appointment/availability/days: the next days with a free start for a whole visit, for one too long to
 * place by trying days one by one (docs/decisions.md "Next free days").
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let balayageId: string;
let beaId: string;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'free.days@example.com');
  balayageId = (
    await createService(t, w.token, w.salon._id, w.group._id, { name: 'Balayage', duration: 180 })
  )._id;
  beaId = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [balayageId],
    firstName: 'Bea',
    schedule: WEEK,
  });
});
afterAll(() => t.close());

/**
 * Ana's cut (45 min) then Bea's balayage (3 h): Bea's morning (09:45–12:45 after a 09:00 cut) and afternoon
 * (14:45–17:45) are the only places; one client at 10:00 and one at 15:00 leave Bea's day without either.
 */
async function fillBeasDay(day: string) {
  for (const time of ['10:00', '15:00']) {
    await book(t, w.token, w.booking({ service_id: balayageId, employee_id: beaId, start: at(day, time) }));
  }
}
const daysOf = (from: string, extra = '') =>
  get(
    t,
    `${base}/availability/days?service_id=${w.service._id}&employee_id=${w.employeeId}` +
      `&next_services=${balayageId}:${beaId}&from=${from}${extra}`,
    w.token,
  );

describe('GET /appointment/availability/days', () => {
  it('skips the days the whole visit does not fit, soonest first, up to the limit', async () => {
    const from = dayFromToday(20);
    for (const days of [20, 21, 23]) await fillBeasDay(dayFromToday(days));
    const res = await daysOf(from, '&limit=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      time_zone: 'America/Caracas',
      days: [dayFromToday(22), dayFromToday(24), dayFromToday(25)],
    });
    // Five by default; the cut alone fits on every one of those days.
    expect((await daysOf(from)).json().data.days).toHaveLength(5);
    const alone = await get(
      t,
      `${base}/availability/days?service_id=${w.service._id}&from=${from}&limit=2`,
      w.token,
    );
    expect(alone.json().data.days).toEqual([dayFromToday(20), dayFromToday(21)]);
  });

  it('answers none when nobody performs the visit, and 400 for a limit out of range', async () => {
    const none = await get(
      t,
      `${base}/availability/days?service_id=${balayageId}&employee_id=${w.employeeId}&from=${dayFromToday(20)}`,
      w.token,
    );
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.days).toEqual([]);
    for (const limit of ['0', '8', 'x']) {
      const res = await daysOf(dayFromToday(20), `&limit=${limit}`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'limit', code: 'validation.invalid' });
    }
  });
});
