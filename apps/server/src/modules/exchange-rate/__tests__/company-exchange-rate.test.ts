import { localDateAt } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../../db/tables/exchange-rate.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  get,
  performingLogin,
  send,
} from '../../../test/appointment-fixtures.js';

/**
 * A company's own rate (docs/decisions.md "A company's own rate"): while no official rate of today is
 * published, the owner or a manager enters the BCV rate for their company; bolívares are taken at it, marked
 * as the salon's, until the official one comes, and payments keep the rate they were taken at.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let rival: Awaited<ReturnType<typeof bookingWorld>>;
const today = () => localDateAt(new Date(), 'America/Caracas');
const ratePath = '/api/v1/business/exchange-rate';
const enter = (token: string, body: Record<string, unknown>) => send(t, 'PUT', ratePath, body, token);
const rateOf = (token: string, salonId: string) => get(t, `${ratePath}?salon_id=${salonId}`, token);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'company.rate@example.com');
  rival = await bookingWorld(t, 'company.rate.rival@example.com');
});
afterAll(() => t.close());

describe('before the official rate of today', () => {
  let visitId: string;

  it('the owner enters today’s rate for the company, marked as the salon’s', async () => {
    expect((await rateOf(w.token, w.salon._id)).json().data).toBeNull();
    const res = await enter(w.token, { salon_id: w.salon._id, rate: 50.25 });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { date: today(), rate: 50.25, source: 'BCV', entered_by_salon: true };
    expect(res.json().data).toEqual(expected);
    expect((await rateOf(w.token, w.salon._id)).json().data).toEqual(expected);
    // Another company still has none.
    expect((await rateOf(rival.token, rival.salon._id)).json().data).toBeNull();
  });

  it('bolívares are taken at it and the payment keeps it', async () => {
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(-1), '10:00'), price: 20 }));
    visitId = created._id;
    const paid = await send(
      t,
      'POST',
      `${base}/${visitId}/payments`,
      { method: 'pagoMovil', currency: 'VES', amount: 502.5 },
      w.token,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.payments[0]).toMatchObject({ rate: 50.25, rate_date: today(), dollars: 10 });
  });

  it('a manager may enter it; a secretary may not; a bad rate names the field', async () => {
    const manager = await performingLogin(t, w, 'manager');
    const byManager = await enter(manager.token, { rate: 50.5 });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json().data).toMatchObject({ rate: 50.5, entered_by_salon: true });
    const secretary = await performingLogin(t, w, 'secretary');
    expect((await enter(secretary.token, { rate: 51 })).statusCode).toBe(403);
    for (const rate of [0, -1, 'abc', 12.34567]) {
      const bad = await enter(w.token, { rate });
      expect(bad.statusCode, String(rate)).toBe(400);
      expect(bad.json().details[0]).toMatchObject({ field: 'rate', code: 'validation.exchangeRate.rate' });
    }
    expect((await rateOf(w.token, w.salon._id)).json().data.rate).toBe(50.5);
  });

  it('the official rate replaces it when it comes; the payment keeps its own; no more entries today', async () => {
    await t.db
      .insert(exchangeRates)
      .values({ date: today(), rate: '49.0000', source: 'BCV', origin: 'feed' });
    expect((await rateOf(w.token, w.salon._id)).json().data).toEqual({
      date: today(),
      rate: 49,
      source: 'BCV',
    });
    const checkout = (await get(t, `${base}/${visitId}/payments`, w.token)).json().data;
    expect(checkout.payments[0]).toMatchObject({ rate: 50.25, dollars: 10 });
    const late = await enter(w.token, { rate: 52 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('EXCHANGE_RATE_PUBLISHED');
  });
});
