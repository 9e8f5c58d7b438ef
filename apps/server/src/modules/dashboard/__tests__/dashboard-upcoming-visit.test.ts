import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alsoDoes, at, dayFromToday, get } from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The dashboard's upcoming list names a visit of several services whole on each of its parts' rows, as the
 * other lists do (docs/decisions.md "Visit totals"): one row alone said "Corte de dama" for a $45 visit.
 */
let t: TestApp;
let w: BookableWorld;
let manicure = '';

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'dashboard.visit@example.com');
  manicure = (await createService(t, w.token, w.salon._id, w.group._id, { name: 'Manicure', duration: 30 }))
    ._id;
  await alsoDoes(t, w.employeeId, w.company._id, manicure);
});
afterAll(() => t.close());

describe('GET /business/dashboard/summary upcoming', () => {
  it('gives each part of a visit of several services the visit’s total price and length', async () => {
    const visit = await bookedOnline(t, w, {
      service_ids: [w.service._id, manicure],
      start: at(dayFromToday(2), '10:00'),
      client: clientFields(clientEmail('visit')),
    });
    const single = await bookedOnline(t, w, {
      start: at(dayFromToday(3), '10:00'),
      client: clientFields(clientEmail('single')),
    });
    const res = await get(t, `/api/v1/business/dashboard/summary?salon_id=${w.salon._id}`, w.token);
    expect(res.statusCode, res.body).toBe(200);
    const upcoming = res.json().data.upcoming as { start: string; visit: unknown }[];
    const whole = {
      parts: 2,
      services: ['Corte de dama', 'Manicure'],
      price: 45,
      duration: 75,
      start: visit.start,
      end: visit.end,
    };
    const parts = upcoming.filter((row) => row.start >= visit.start && row.start < visit.end);
    expect(parts).toHaveLength(2);
    for (const part of parts) expect(part.visit).toEqual(whole);
    expect(upcoming.find((row) => row.start === single.start)?.visit).toBeNull();
  });
});
