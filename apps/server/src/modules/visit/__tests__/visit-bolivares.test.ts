import { localDateAt } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../db/tables/appointment.table.js';
import { exchangeRates } from '../../../db/tables/exchange-rate.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { call, visitUrl, visitWorld, type VisitWorld } from '../../../test/visit-fixtures.js';

/** The visit page's total in bolívares: the official rate of the visit's day, or of today for one ahead. */
let t: TestApp;
let w: VisitWorld;
const caracasDay = (daysFromToday: number) =>
  localDateAt(new Date(Date.now() + daysFromToday * 86_400_000), 'America/Caracas');

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await visitWorld(t, 'visit.bolivares@example.com');
  await t.db.insert(exchangeRates).values([
    { date: caracasDay(-10), rate: '35.1000', source: 'BCV', origin: 'admin' },
    { date: caracasDay(-1), rate: '36.4012', source: 'BCV', origin: 'admin' },
  ]);
});
afterAll(() => t.close());

const bolivaresOf = async (token: string) => {
  const res = await call(t, 'GET', visitUrl(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.bolivares;
};

describe('the visit page in bolívares', () => {
  it('is absent unless the salon shows bolívares', async () => {
    const { token } = await w.visit();
    expect(await bolivaresOf(token)).toBeNull();
  });

  it('uses today’s rate for a visit ahead, and its own day’s for one past', async () => {
    await w.setSalon({ showBolivares: true });
    const ahead = await w.visit();
    expect(await bolivaresOf(ahead.token)).toEqual({ rate: 36.4012, date: caracasDay(-1) });
    const past = await w.visit();
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    await t.db
      .update(appointments)
      .set({ startsAt: fiveDaysAgo, endsAt: new Date(fiveDaysAgo.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, past.appointment._id));
    expect(await bolivaresOf(past.token)).toEqual({ rate: 35.1, date: caracasDay(-10) });
  });
});
