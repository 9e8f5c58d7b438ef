import { dollarsCentsOfBolivares, localDateAt } from '@salon/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPayments } from '../../../db/tables/appointment-payment.table.js';
import { cashAdjustments, cashCloses, cashMovements } from '../../../db/tables/cash-close.table.js';
import { appointmentDeposits } from '../../../db/tables/deposit.table.js';
import { exchangeRates } from '../../../db/tables/exchange-rate.table.js';
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
import { errorOf } from '../../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * The daily cash close (docs/decisions.md "The daily cash close"): its figures against a recount of the
 * payments table, who may do what, bad input, and the lock a close puts on its day's payments.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let rival: Awaited<ReturnType<typeof bookingWorld>>;
let secretary: string;
let basic: string;
let manager: string;
const close = '/api/v1/business/cash-close';
const RATE = 36.5;
const today = () => localDateAt(new Date(), 'America/Caracas');
const tomorrow = () => localDateAt(new Date(Date.now() + 86_400_000), 'America/Caracas');
let slot = 0;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'cash.close@example.com');
  rival = await bookingWorld(t, 'cash.close.rival@example.com');
  secretary = (await performingLogin(t, w, 'secretary')).token;
  basic = (await performingLogin(t, w, 'basic')).token;
  manager = (await performingLogin(t, w, 'manager')).token;
  await t.db.insert(exchangeRates).values({ date: today(), rate: '36.5000', source: 'BCV', origin: 'admin' });
});
afterAll(() => t.close());

const dayQuery = () => `${close}?salon_id=${w.salon._id}&date=${today()}`;
const day = () => ({ salon_id: w.salon._id, date: today() });

interface Line {
  key: string;
  taken: number;
  opening: number;
  out: number;
  expected: number;
  counted: number | null;
  difference: number | null;
  difference_usd: number | null;
  payments: number;
}
const closeOf = async (token = w.token) => {
  const res = await get(t, dayQuery(), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    status: string;
    lines: Line[];
    totals: { taken_usd: number; difference_usd: number | null };
    tips: { dollars: number; visits: number };
    movements: { _id: string; amount: number; by: string }[];
    adjustments: { change: string; dollars: number; reason: string; amount: number }[];
    closed_by: string | null;
  };
};
const lineOf = (data: { lines: Line[] }, key: string) => data.lines.find((line) => line.key === key)!;

async function visit(price: number) {
  return book(
    t,
    w.token,
    w.booking({ start: at(dayFromToday(10), `${String(9 + slot++).padStart(2, '0')}:00`), price }),
  );
}
const pay = (id: string, body: Record<string, unknown>, token = w.token) =>
  send(t, 'POST', `${base}/${id}/payments`, body, token);
const paymentCount = async () =>
  (await t.db.select().from(appointmentPayments).where(eq(appointmentPayments.salonId, w.salon._id))).length;
const closeRow = async () =>
  (
    await t.db
      .select()
      .from(cashCloses)
      .where(and(eq(cashCloses.salonId, w.salon._id), eq(cashCloses.date, today())))
  )[0];

describe('a day of split payments, a tip, a float, an expense and a count', () => {
  let visitA: string;
  beforeAll(async () => {
    visitA = (await visit(30))._id;
    expect((await pay(visitA, { method: 'cash', amount: 10 })).statusCode).toBe(200);
    // 912.50 Bs. at 36.5 is $25: $35 on a $30 visit, a $5 tip.
    const mobile = await pay(visitA, { method: 'pagoMovil', currency: 'VES', amount: 912.5, tip: true });
    expect(mobile.statusCode, mobile.body).toBe(200);
    const visitB = (await visit(20))._id;
    expect((await pay(visitB, { method: 'cashBolivares', currency: 'VES', amount: 730 })).statusCode).toBe(
      200,
    );
  });

  it('adds up to the cent what a recount of the payments table says', async () => {
    const movement = await send(
      t,
      'POST',
      `${close}/movement`,
      { ...day(), kind: 'expense', currency: 'USD', amount: 5, reason: 'Supplies' },
      secretary,
    );
    expect(movement.statusCode, movement.body).toBe(200);
    const saved = await send(
      t,
      'PUT',
      close,
      { ...day(), opening: { USD: 50, VES: 1000 }, counted: { 'cash:USD': 54, 'cashBolivares:VES': '1803' } },
      secretary,
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const data = await closeOf();
    const rows = await t.db
      .select()
      .from(appointmentPayments)
      .where(eq(appointmentPayments.salonId, w.salon._id));
    const taken = (method: string, currency: string) =>
      rows
        .filter((row) => row.method === method && row.currency === currency)
        .reduce((sum, row) => sum + row.amountCents, 0) / 100;
    expect(data.totals.taken_usd).toBe(rows.reduce((sum, row) => sum + row.dollarsCents, 0) / 100);
    expect(data.totals.taken_usd).toBe(55);
    expect(data.lines.map((line) => line.key)).toEqual(['cash:USD', 'cashBolivares:VES', 'pagoMovil:VES']);

    const usd = lineOf(data, 'cash:USD');
    expect(usd).toMatchObject({
      taken: taken('cash', 'USD'),
      opening: 50,
      out: 5,
      expected: 55,
      counted: 54,
    });
    expect(usd).toMatchObject({ difference: -1, difference_usd: -1, payments: 1 });
    const ves = lineOf(data, 'cashBolivares:VES');
    expect(ves).toMatchObject({
      taken: taken('cashBolivares', 'VES'),
      opening: 1000,
      out: 0,
      expected: 1730,
    });
    // 73 Bs. over at 36.5 is $2.
    expect(ves).toMatchObject({
      counted: 1803,
      difference: 73,
      difference_usd: dollarsCentsOfBolivares(7300, RATE) / 100,
    });
    expect(lineOf(data, 'pagoMovil:VES')).toMatchObject({ taken: 912.5, expected: 912.5, counted: null });
    expect(data.totals.difference_usd).toBeNull();
    expect(data.tips).toEqual({ dollars: 5, visits: 1 });
    expect(data.movements).toMatchObject([{ amount: 5, by: expect.stringContaining('secretary') }]);
  });

  it('refuses to close with a line not counted, then the secretary closes and the day locks', async () => {
    const missing = await send(t, 'POST', `${close}/close`, day(), secretary);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details).toEqual([
      expect.objectContaining({ field: 'counted', code: 'validation.cashClose.countedMissing' }),
    ]);
    expect((await closeRow())!.status).toBe('open');

    const counted = { 'cash:USD': 54, 'cashBolivares:VES': 1803, 'pagoMovil:VES': 912.5 };
    await send(t, 'PUT', close, { ...day(), opening: { USD: 50, VES: 1000 }, counted }, secretary);
    const closed = await send(t, 'POST', `${close}/close`, day(), secretary);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'closed',
      totals: { taken_usd: 55, difference_usd: 1 },
    });
    expect(closed.json().data.closed_by).toContain('secretary');

    const again = await send(t, 'POST', `${close}/close`, day(), w.token);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CASH_DAY_CLOSED']);
    const draft = await send(t, 'PUT', close, { ...day(), opening: { USD: 1, VES: 1 }, counted }, w.token);
    expect([draft.statusCode, draft.json().code]).toEqual([409, 'CASH_DAY_CLOSED']);
    const out = await send(
      t,
      'POST',
      `${close}/movement`,
      { ...day(), kind: 'withdrawal', currency: 'USD', amount: 1, reason: 'Bank' },
      w.token,
    );
    expect(out.statusCode).toBe(409);
    expect((await closeRow())!.openingUsdCents).toBe(5000);
  });

  it('locks the day’s payments: an owner or manager changes one with a reason, listed as an adjustment', async () => {
    const before = await paymentCount();
    const refused = await pay(visitA, { method: 'zelle', amount: 1, tip: true });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'CASH_DAY_CLOSED']);
    const bySecretary = await pay(
      visitA,
      { method: 'zelle', amount: 1, tip: true, close_reason: 'Late' },
      secretary,
    );
    expect(bySecretary.statusCode).toBe(409);
    expect(await paymentCount()).toBe(before);

    const added = await pay(
      visitA,
      { method: 'zelle', amount: 1, tip: true, close_reason: 'Forgot the Zelle' },
      manager,
    );
    expect(added.statusCode, added.body).toBe(200);
    const zelle = added.json().data.payments.find((p: { method: string }) => p.method === 'zelle');
    const removePath = `${base}/${visitA}/payments/${zelle._id}`;
    const noReason = await send(t, 'DELETE', removePath, undefined, w.token);
    expect(noReason.statusCode).toBe(409);
    const removed = await send(
      t,
      'DELETE',
      `${removePath}?close_reason=${encodeURIComponent('Typed twice')}`,
      undefined,
      w.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);

    const data = await closeOf();
    expect(data.adjustments).toMatchObject([
      { change: 'added', amount: 1, dollars: 1, reason: 'Forgot the Zelle' },
      { change: 'removed', amount: 1, dollars: -1, reason: 'Typed twice' },
    ]);
  });

  it('reopens for owner and manager only, with a reason', async () => {
    const bySecretary = await send(t, 'POST', `${close}/reopen`, { ...day(), reason: 'Recount' }, secretary);
    expect(bySecretary.statusCode).toBe(403);
    const empty = await send(t, 'POST', `${close}/reopen`, { ...day(), reason: '  ' }, manager);
    expect(empty.statusCode).toBe(400);
    expect((await closeRow())!.status).toBe('closed');
    const reopened = await send(t, 'POST', `${close}/reopen`, { ...day(), reason: 'Recount' }, manager);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'open', closed_at: null, closed_by: null });
    const again = await send(t, 'POST', `${close}/reopen`, { ...day(), reason: 'Recount' }, manager);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CASH_DAY_OPEN']);

    const log = (await get(t, '/api/v1/business/event-log?area=salon&limit=100', w.token)).json().data as {
      details: Record<string, unknown>;
    }[];
    const details = log.map((entry) => entry.details);
    expect(details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ cash_close: 'closed', date: today() }),
        expect.objectContaining({ cash_close: 'reopened', reason: 'Recount' }),
        expect.objectContaining({ cash_taken_out: 'expense', reason: 'Supplies' }),
      ]),
    );
  });
});

describe('tips and deposits', () => {
  it('counts a tip once, on the day of the visit’s last payment, and the day’s confirmed deposits', async () => {
    const yesterday = localDateAt(new Date(Date.now() - 86_400_000), 'America/Caracas');
    const visitOf = await book(
      t,
      rival.token,
      rival.booking({ start: at(dayFromToday(10), '09:00'), price: 10 }),
    );
    const first = await pay(visitOf._id, { method: 'cash', amount: 3 }, rival.token);
    expect(first.statusCode, first.body).toBe(200);
    const last = await pay(visitOf._id, { method: 'zelle', amount: 10, tip: true }, rival.token);
    const [early, late] = last.json().data.payments as { _id: string }[];
    await t.db
      .update(appointmentPayments)
      .set({ paidAt: new Date(Date.now() - 86_400_000) })
      .where(eq(appointmentPayments.id, early!._id));
    await t.db.insert(appointmentDeposits).values({
      id: crypto.randomUUID(),
      companyId: rival.company._id,
      salonId: rival.salon._id,
      appointmentId: visitOf._id,
      amountCents: 1000,
      status: 'confirmed',
      holdUntil: new Date(),
      paymentId: late!._id,
    });
    const of = async (date: string) =>
      (await get(t, `${close}?salon_id=${rival.salon._id}&date=${date}`, rival.token)).json().data;
    expect(await of(today())).toMatchObject({
      tips: { dollars: 3, visits: 1 },
      deposits: { dollars: 10, count: 1 },
      totals: { taken_usd: 10 },
    });
    expect(await of(yesterday)).toMatchObject({
      tips: { dollars: 0, visits: 0 },
      deposits: { dollars: 0, count: 0 },
      totals: { taken_usd: 3 },
    });
  });
});

describe('who may see it and bad input', () => {
  it('is refused to basic staff and unknown to another company', async () => {
    expect((await get(t, dayQuery(), basic)).statusCode).toBe(403);
    expect((await send(t, 'POST', `${close}/close`, day(), basic)).statusCode).toBe(403);
    const other = await get(t, dayQuery(), rival.token);
    expect(other.statusCode).toBe(404);
    const movement = (await closeOf()).movements[0]!;
    const stranger = await send(
      t,
      'DELETE',
      `${close}/movement/${movement._id}?salon_id=${rival.salon._id}`,
      undefined,
      rival.token,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await t.db.select().from(cashMovements).where(eq(cashMovements.id, movement._id))).length).toBe(
      1,
    );
  });

  it('shows today’s close on the dashboard of owner and manager only', async () => {
    const summary = (token: string) =>
      get(t, `/api/v1/business/dashboard/summary?salon_id=${w.salon._id}`, token);
    expect((await summary(w.token)).json().data.cash_close).toEqual({
      date: today(),
      status: 'open',
      difference_usd: 1,
    });
    expect((await summary(manager)).json().data.cash_close).toMatchObject({ status: 'open' });
    expect((await summary(secretary)).json().data.cash_close).toBeNull();
  });

  it('refuses three decimals, negatives, a future day and an empty reason, saving nothing', async () => {
    const before = await closeRow();
    const draft = (body: Record<string, unknown>) =>
      send(t, 'PUT', close, { ...day(), opening: { USD: 0, VES: 0 }, counted: {}, ...body }, w.token);
    expect((await draft({ opening: { USD: 1.234, VES: 0 } })).statusCode).toBe(400);
    expect((await draft({ counted: { 'cash:USD': -1 } })).statusCode).toBe(400);
    expect((await draft({ counted: { 'cash:EUR': 1 } })).statusCode).toBe(400);
    const future = await draft({ date: tomorrow() });
    expect([future.statusCode, future.json().code]).toEqual([400, 'CASH_FUTURE_DAY']);
    expect((await get(t, `${close}?salon_id=${w.salon._id}&date=${tomorrow()}`, w.token)).statusCode).toBe(
      400,
    );
    const noReason = await send(
      t,
      'POST',
      `${close}/movement`,
      { ...day(), kind: 'expense', currency: 'VES', amount: 10, reason: '' },
      w.token,
    );
    expect(noReason.statusCode).toBe(400);
    const zero = await send(
      t,
      'POST',
      `${close}/movement`,
      { ...day(), kind: 'expense', currency: 'VES', amount: 0, reason: 'x' },
      w.token,
    );
    expect(zero.statusCode).toBe(400);
    const bad = await get(t, `${close}?salon_id=${w.salon._id}&date=nope`, w.token);
    expect(bad.statusCode).toBe(400);
    expect(await closeRow()).toEqual(before);
    expect(
      (await t.db.select().from(cashAdjustments).where(eq(cashAdjustments.salonId, w.salon._id))).length,
    ).toBe(2);
  });
});
