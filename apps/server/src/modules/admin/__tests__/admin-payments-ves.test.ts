import { localDateAt, VENEZUELA_TIME_ZONE } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithToken } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminSession, ownerWithCompany, reportPayment, sendJson } from './admin-fixtures.js';

/**
 * Bolívares at the day's rate: the quote carries today's rate and the total at it; a pago móvil report keeps
 * the rate of the day paid (or the last before it) and its date; the payments queue shows the bolívares
 * expected beside those reported.
 */
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await adminSession(t, 'ves@platform.example')).token;
});
afterAll(async () => {
  await t.close();
});

const today = () => localDateAt(new Date(), VENEZUELA_TIME_ZONE);
const daysAgo = (days: number) =>
  localDateAt(new Date(Date.now() - days * 24 * 60 * 60_000), VENEZUELA_TIME_ZONE);
const setRate = (date: string, rate: number) =>
  sendJson(t, 'PUT', '/api/v1/admin/exchange-rates', adminToken, { date, rate });
const quoteOf = async (token: string) =>
  (
    await getWithToken(t.app, '/api/v1/business/billing/quote?plan=standard_plan&period=monthly', token)
  ).json().data;

function reportPagoMovil(
  token: string,
  amount: number,
  amountVes: number,
  paidOn: string,
  reference: string,
) {
  return sendJson(t, 'POST', '/api/v1/business/billing/create', token, {
    plan: 'standard_plan',
    period: 'monthly',
    payment: {
      method: 'pago_movil',
      bank: 'Banesco',
      payer_phone: '0414-555-0000',
      payer_id: 'V-12345678',
      reference,
      amount,
      amount_ves: amountVes,
      paid_on: paidOn,
    },
  });
}

describe('bolívares at the day’s rate', () => {
  it('without any rate the quote says so and a pago móvil report records none', async () => {
    const owner = await ownerWithCompany(t, 'ves.none@example.com', 'Salón Sin Tasa C.A.');
    const quote = await quoteOf(owner.token);
    expect(quote).toMatchObject({ exchange_rate: null, total_ves: null });
    const res = await reportPagoMovil(owner.token, quote.total, 1000, today(), 'PM-00000001');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pending_payment).toMatchObject({ exchange_rate: null, expected_ves: null });
  });

  it('the quote carries today’s applicable rate and the total at it, rounded to the céntimo', async () => {
    await setRate(daysAgo(2), 36.4);
    const owner = await ownerWithCompany(t, 'ves.quote@example.com', 'Salón Cotiza C.A.');
    const quote = await quoteOf(owner.token);
    expect(quote.total).toBe(25);
    expect(quote.exchange_rate).toEqual({ date: daysAgo(2), rate: 36.4, source: 'BCV' });
    expect(quote.total_ves).toBe(910);
  });

  it('a pago móvil report keeps the rate of the day paid and its date; the queue shows expected vs reported', async () => {
    await setRate(daysAgo(1), 36.4567);
    const owner = await ownerWithCompany(t, 'ves.report@example.com', 'Salón Bolívar C.A.');
    const quote = await quoteOf(owner.token);
    // Paid yesterday: yesterday's rate, 25 × 36.4567 = 911.4175 → Bs. 911.42; reported a little short.
    const res = await reportPagoMovil(owner.token, quote.total, 911, daysAgo(1), 'PM-00000002');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pending_payment).toMatchObject({
      exchange_rate: { date: daysAgo(1), rate: 36.4567 },
      expected_ves: 911.42,
      details: { amount_ves: 911 },
    });
    // Paid two days ago: that day's rate, 36.4.
    const other = await ownerWithCompany(t, 'ves.early@example.com', 'Salón Temprano C.A.');
    await reportPagoMovil(other.token, quote.total, 910, daysAgo(2), 'PM-00000003');

    const queue = (await getWithToken(t.app, '/api/v1/admin/payments?status=pending', adminToken)).json()
      .data;
    const byCompany = (name: string) =>
      queue.find((row: { company: { name: string } }) => row.company.name === name);
    expect(byCompany('Salón Bolívar C.A.')).toMatchObject({
      method: 'pago_movil',
      exchange_rate: { date: daysAgo(1), rate: 36.4567 },
      expected_ves: 911.42,
      details: { amount_ves: 911 },
    });
    expect(byCompany('Salón Temprano C.A.')).toMatchObject({
      exchange_rate: { date: daysAgo(2), rate: 36.4 },
      expected_ves: 910,
    });
  });

  it('a dollar method records no rate', async () => {
    const owner = await ownerWithCompany(t, 'ves.zelle@example.com', 'Salón Dólar C.A.');
    const { paymentId } = await reportPayment(t, owner, 'ZL-20000001');
    const queue = (await getWithToken(t.app, '/api/v1/admin/payments?status=pending', adminToken)).json()
      .data;
    expect(queue.find((row: { _id: string }) => row._id === paymentId)).toMatchObject({
      method: 'zelle',
      exchange_rate: null,
      expected_ves: null,
    });
  });
});
