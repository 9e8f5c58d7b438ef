import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsoDoes, at, book, dayFromToday } from '../../../test/appointment-fixtures.js';
import { bookableWorld, errorOf, pub, type BookableWorld } from '../../../test/booking-fixtures.js';
import { createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * GET /public/salon/:slug/availability/days: the booking page's "next days with a free time" of a visit too
 * long to place by trying weeks one by one (docs/decisions.md "Next free days").
 */
let t: TestApp;
let w: BookableWorld;
let balayage = '';

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.free.days@example.com');
  balayage = (await createService(t, w.token, w.salon._id, w.group._id, { name: 'Balayage', duration: 180 }))
    ._id;
  await alsoDoes(t, w.employeeId, w.company._id, balayage);
  // The cut and the balayage (3 h 45 min) fit Ana's morning from 09:00 or her afternoon from 14:00; a client
  // at 11:00 and one at 16:00 leave no place for them that day.
  for (const day of [10, 11, 13]) {
    for (const time of ['11:00', '16:00']) {
      await book(t, w.token, w.booking({ start: at(dayFromToday(day), time) }));
    }
  }
});
afterAll(() => t.close());

const days = (query: string) => pub(t, 'GET', w.url(`/availability/days?${query}`));
const visit = () => `service_ids=${w.service._id},${balayage}`;

describe('GET /public/salon/:slug/availability/days', () => {
  it('names the next days with a free start for the whole visit, whoever is asked for', async () => {
    for (const who of ['', `&employee_id=${w.employeeId}`, '&employee_ids=any,any']) {
      const res = await days(`${visit()}${who}&from=${dayFromToday(10)}&limit=3`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        time_zone: 'America/Caracas',
        days: [dayFromToday(12), dayFromToday(14), dayFromToday(15)],
      });
    }
  });

  it('keeps to the salon’s window, and starts no earlier than its notice allows', async () => {
    await w.setSalon({ bookingWindowDays: 14 });
    const res = await days(`${visit()}&from=${dayFromToday(10)}`);
    expect(res.json().data.days).toEqual([dayFromToday(12), dayFromToday(14)]);
    await w.setSalon({ bookingWindowDays: 60 });
    const past = await days(`service_ids=${w.service._id}&from=${dayFromToday(-5)}&limit=1`);
    expect(past.statusCode, past.body).toBe(200);
    expect(past.json().data.days[0]! >= dayFromToday(-1)).toBe(true);
  });

  it('refuses what the free times refuse', async () => {
    const unknown = await days(`service_ids=${w.group._id}&from=${dayFromToday(10)}`);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).code).toBe('BOOKING_NOT_OFFERED');
    const bad = await days(`${visit()}&employee_ids=any&from=${dayFromToday(10)}`);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details?.[0]).toMatchObject({ field: 'employee_ids' });
  });
});
