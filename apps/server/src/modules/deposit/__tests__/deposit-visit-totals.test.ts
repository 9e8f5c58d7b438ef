import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsoDoes, at, dayFromToday, get } from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { takeDeposits } from '../../../test/deposit-fixtures.js';
import { createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The Deposits screen names a visit of several services whole: its deposit sits on the first part, but the
 * client owes it for every service (docs/decisions.md "Visit totals").
 */
let t: TestApp;
let w: BookableWorld;
let manicure = '';

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'deposit.visit@example.com');
  await takeDeposits(w);
  manicure = (await createService(t, w.token, w.salon._id, w.group._id, { name: 'Manicure', duration: 30 }))
    ._id;
  await alsoDoes(t, w.employeeId, w.company._id, manicure);
});
afterAll(() => t.close());

describe('GET /business/deposits', () => {
  it('lists a visit of several services with its total price and length', async () => {
    const visit = await bookedOnline(t, w, {
      service_ids: [w.service._id, manicure],
      start: at(dayFromToday(6), '10:00'),
      client: clientFields(clientEmail('visit')),
    });
    // Half of the $45 visit.
    expect(visit.deposit).toMatchObject({ amount: 22.5 });
    const single = await bookedOnline(t, w, {
      start: at(dayFromToday(7), '10:00'),
      client: clientFields(clientEmail('single')),
    });
    const res = await get(t, `/api/v1/business/deposits?salon_id=${w.salon._id}`, w.token);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data as { start: string; service: string; price: number; visit: unknown }[];
    const ofVisit = items.find((item) => item.start === visit.start);
    expect(ofVisit).toMatchObject({
      service: 'Corte de dama',
      price: 20,
      visit: {
        parts: 2,
        services: ['Corte de dama', 'Manicure'],
        price: 45,
        duration: 75,
        start: visit.start,
        end: visit.end,
      },
    });
    expect(items.find((item) => item.start === single.start)?.visit).toBeNull();
  });
});
