import { localDateAt, type PublicSalonWire } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates } from '../../../db/tables/exchange-rate.table.js';
import { bookableWorld, publicSalonUrl, pub, type BookableWorld } from '../../../test/booking-fixtures.js';
import { multipart, sendMultipart } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** A salon showing prices in bolívares too: the booking page carries the day's official rate and its date. */
let t: TestApp;
let w: BookableWorld;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'booking.bolivares@example.com');
});
afterAll(() => t.close());

const page = async () => {
  const res = await pub(t, 'GET', publicSalonUrl(w.slug));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PublicSalonWire;
};
const showBolivares = (value: 'true' | 'false') =>
  sendMultipart(
    t.app,
    'PUT',
    `/api/v1/business/salon/${w.salon._id}`,
    multipart({ show_bolivares: value }),
    w.token,
  );

describe('bolívares beside the prices', () => {
  it('are off until the salon turns them on, and need a published rate', async () => {
    expect((await page()).bolivares).toBeNull();
    const res = await showBolivares('true');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.show_bolivares).toBe(true);
    expect((await page()).bolivares).toBeNull();
  });

  it('use the last rate published on or before the salon’s today, with its date', async () => {
    const today = localDateAt(new Date(), 'America/Caracas');
    const earlier = localDateAt(new Date(Date.now() - 3 * 86_400_000), 'America/Caracas');
    const later = localDateAt(new Date(Date.now() + 3 * 86_400_000), 'America/Caracas');
    await t.db.insert(exchangeRates).values([
      { date: earlier, rate: '36.4012', source: 'BCV', origin: 'admin' },
      { date: later, rate: '99.0000', source: 'BCV', origin: 'admin' },
    ]);
    expect((await page()).bolivares).toEqual({ rate: 36.4012, date: earlier });
    await t.db.insert(exchangeRates).values({ date: today, rate: '37.5', source: 'BCV', origin: 'admin' });
    expect((await page()).bolivares).toEqual({ rate: 37.5, date: today });
    await showBolivares('false');
    expect((await page()).bolivares).toBeNull();
  });
});
