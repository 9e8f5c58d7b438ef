import { readFileSync } from 'node:fs';
import { localDateAt, VENEZUELA_TIME_ZONE } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithToken } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminSession, ownerWithCompany, sendJson } from '../../admin/__tests__/admin-fixtures.js';
import { rateOn } from '../index.js';

/**
 * The day's official rate: the administrator enters and replaces rates (audited), wrong figures are refused
 * with field errors, `rateOn` falls back to the last rate before a day, and a business login reads today's.
 */
let t: TestApp;
let adminToken: string;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await adminSession(t, 'rates@platform.example')).token;
  owner = await ownerWithCompany(t, 'owner.rates@example.com', 'Salón Tasa C.A.');
});
afterAll(async () => {
  await t.close();
});

const setRate = (body: unknown, token = adminToken) =>
  sendJson(t, 'PUT', '/api/v1/admin/exchange-rates', token, body);
const listRates = (query = '') => getWithToken(t.app, `/api/v1/admin/exchange-rates${query}`, adminToken);
const todaysRate = (token = owner.token, query = '') =>
  getWithToken(t.app, `/api/v1/business/exchange-rate${query}`, token);

/** A day `days` from today on Venezuela's clock. */
const dayFromToday = (days: number) =>
  localDateAt(new Date(Date.now() + days * 24 * 60 * 60_000), VENEZUELA_TIME_ZONE);

describe('before any rate is entered', () => {
  it('the business endpoint answers data null and rateOn null', async () => {
    const res = await todaysRate();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    expect(await rateOn(t.db, '2025-03-10')).toBeNull();
  });
});

describe('PUT /api/v1/admin/exchange-rates', () => {
  it('sets a date’s rate with the default source and lists it with who entered it', async () => {
    const res = await setRate({ date: '2025-03-07', rate: 36.4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      date: '2025-03-07',
      rate: 36.4,
      source: 'BCV',
      origin: 'admin',
      entered_by: { email: 'rates@platform.example' },
    });
    const list = (await listRates()).json();
    expect(list.meta).toEqual({ total: 1, page: 1, limit: 20 });
    expect(list.data[0]).toMatchObject({ date: '2025-03-07', rate: 36.4, source: 'BCV' });
  });

  it('entering the date again replaces its rate, and the audit log says from what', async () => {
    const res = await setRate({ date: '2025-03-07', rate: '36.4012', source: 'BCV oficial' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ rate: 36.4012, source: 'BCV oficial' });
    const list = (await listRates()).json();
    expect(list.meta.total).toBe(1);
    const audit = (await getWithToken(t.app, '/api/v1/admin/audit', adminToken)).json().data;
    const entries = audit.filter((entry: { action: string }) => entry.action === 'exchange_rate.set');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      target_type: 'exchange_rate',
      target_id: '2025-03-07',
      details: { rate: { from: 36.4, to: 36.4012 }, source: 'BCV oficial', replaced: 'admin' },
      admin: { email: 'rates@platform.example' },
    });
  });

  it('lists newest date first, and pages', async () => {
    await setRate({ date: '2025-03-06', rate: 36.1 });
    await setRate({ date: '2025-03-10', rate: 36.6 });
    const dates = (await listRates()).json().data.map((row: { date: string }) => row.date);
    expect(dates).toEqual(['2025-03-10', '2025-03-07', '2025-03-06']);
    const second = (await listRates('?page=2&limit=2')).json();
    expect(second.data.map((row: { date: string }) => row.date)).toEqual(['2025-03-06']);
  });

  it.each([
    ['0', 0],
    ['a negative rate', -36.4],
    ['more than 4 decimals', 36.40123],
    ['an absurd figure', 2_000_000],
    ['text', 'treinta y seis'],
  ])('refuses %s with a field error on rate', async (_name, rate) => {
    const res = await setRate({ date: '2025-03-11', rate });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'rate', code: 'validation.exchangeRate.rate' }),
    ]);
    expect((await rateOn(t.db, '2025-03-11'))?.date).not.toBe('2025-03-11');
  });

  it('the refusal has its text in both languages', () => {
    for (const lang of ['es-ve', 'en-ve']) {
      const texts = JSON.parse(
        readFileSync(
          new URL(`../../../../../../packages/core/src/locales/${lang}.json`, import.meta.url),
          'utf8',
        ),
      );
      expect(texts.validation.exchangeRate.rate).toEqual(expect.any(String));
    }
  });

  it('refuses a bad date', async () => {
    const res = await setRate({ date: '07/03/2025', rate: 36 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'date', code: 'validation.date' });
  });

  it('answers 401 without a token and to a business token, and changes nothing', async () => {
    expect((await setRate({ date: '2025-03-12', rate: 40 }, '')).statusCode).toBe(401);
    expect((await setRate({ date: '2025-03-12', rate: 40 }, owner.token)).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/v1/admin/exchange-rates', owner.token)).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/v1/admin/exchange-rates')).statusCode).toBe(401);
    expect((await rateOn(t.db, '2025-03-12'))?.date).toBe('2025-03-10');
  });
});

describe('rateOn', () => {
  it('answers the date’s own rate, else the last one before it (a weekend uses Friday’s)', async () => {
    // 2025-03-07 is a Friday; 2025-03-10 the Monday after.
    expect(await rateOn(t.db, '2025-03-07')).toEqual({
      date: '2025-03-07',
      rate: 36.4012,
      source: 'BCV oficial',
    });
    expect(await rateOn(t.db, '2025-03-08')).toEqual({
      date: '2025-03-07',
      rate: 36.4012,
      source: 'BCV oficial',
    });
    expect(await rateOn(t.db, '2025-03-09')).toMatchObject({ date: '2025-03-07' });
    expect(await rateOn(t.db, '2025-03-10')).toMatchObject({ date: '2025-03-10', rate: 36.6 });
    expect(await rateOn(t.db, '2025-03-05')).toBeNull();
  });
});

describe('GET /api/v1/business/exchange-rate', () => {
  it('answers today’s applicable rate with its own date, to the owner and on a salon’s clock', async () => {
    await setRate({ date: dayFromToday(-3), rate: 50.25 });
    const res = await todaysRate();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ date: dayFromToday(-3), rate: 50.25, source: 'BCV' });
    await setRate({ date: dayFromToday(0), rate: 50.5 });
    expect((await todaysRate()).json().data).toMatchObject({ date: dayFromToday(0), rate: 50.5 });
  });

  it('answers 401 without a token and 404 for a salon that is not the caller’s', async () => {
    expect((await todaysRate('')).statusCode).toBe(401);
    const ghost = '0193a000-0000-7000-8000-00000000dead';
    const res = await todaysRate(owner.token, `?salon_id=${ghost}`);
    expect(res.statusCode).toBe(404);
    expect((await todaysRate(adminToken)).statusCode).toBe(401);
  });
});
