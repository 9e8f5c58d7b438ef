import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../../test/appointment-fixtures.js';
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
import { employeeServices } from '../../../db/tables/employee.table.js';

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
  await t.db
    .insert(employeeServices)
    .values({ employeeId: w.employeeId, serviceId: manicure, companyId: w.company._id });
});
afterAll(() => t.close());

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('GET /business/deposits', () => {
  it('lists a visit of several services with its total price and length', async () => {
    const visit = await bookedOnline(t, w, {
      service_ids: [w.service._id, manicure],
      start: `${day(6)}T10:00:00-04:00`,
      client: clientFields(clientEmail('visit')),
    });
    // Half of the $45 visit.
    expect(visit.deposit).toMatchObject({ amount: 22.5 });
    const single = await bookedOnline(t, w, {
      start: `${day(7)}T10:00:00-04:00`,
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
