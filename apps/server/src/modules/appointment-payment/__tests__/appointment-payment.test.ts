import { localDateAt } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentPayments } from '../../../db/tables/appointment-payment.table.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { exchangeRates } from '../../../db/tables/exchange-rate.table.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  appointmentEvents,
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
 * An appointment's checkout (docs/decisions.md "Payments per appointment"): several payments in dollars or
 * bolívares at the day's official rate, the balance, the tip, who may do what, and bad input.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let rival: Awaited<ReturnType<typeof bookingWorld>>;
let slot = 0;
const today = () => localDateAt(new Date(), 'America/Caracas');

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'appt.payments@example.com');
  rival = await bookingWorld(t, 'appt.payments.rival@example.com');
});
afterAll(() => t.close());

const paymentsOf = (id: string) => `${base}/${id}/payments`;
const pay = (id: string, body: Record<string, unknown>, token = w.token) =>
  send(t, 'POST', paymentsOf(id), body, token);

/** A past visit at `price`, done. */
async function doneVisit(price = 35, overrides: Record<string, unknown> = {}) {
  const created = await book(
    t,
    w.token,
    w.booking({ start: at(dayFromToday(-1 - slot++), '09:00'), price, ...overrides }),
  );
  const done = await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'done' }, w.token);
  expect(done.statusCode, done.body).toBe(200);
  return created._id;
}

const storedPayments = (id: string) =>
  t.db.select().from(appointmentPayments).where(eq(appointmentPayments.appointmentId, id));

describe('before any rate is published', () => {
  it('a payment in bolívares is refused, one in dollars is taken', async () => {
    const id = await doneVisit();
    const bolivares = await pay(id, { method: 'pagoMovil', currency: 'VES', amount: 100 });
    expect(bolivares.statusCode).toBe(409);
    expect(bolivares.json().code).toBe('EXCHANGE_RATE_MISSING');
    const checkout = (await get(t, paymentsOf(id), w.token)).json().data;
    expect(checkout).toMatchObject({ due: 35, paid: 0, balance: 35, payments: [], rate: null });
    expect((await pay(id, { method: 'cash', amount: 35 })).json().data.balance).toBe(0);
  });
});

describe('before any rate is published, a visit marked done by card terminal', () => {
  it('records no payment it could not know in bolívares: the visit stays due', async () => {
    const id = await doneVisit(20, { payment_method: 'cashBolivares' });
    expect((await get(t, paymentsOf(id), w.token)).json().data).toMatchObject({
      paid: 0,
      balance: 20,
      payments: [],
    });
    expect(await storedPayments(id)).toEqual([]);
  });
});

describe('a split checkout', () => {
  beforeAll(async () => {
    await t.db
      .insert(exchangeRates)
      .values({ date: today(), rate: '36.5000', source: 'BCV', origin: 'admin' });
  });

  it('takes $10 cash and the rest by pago móvil at the day’s rate', async () => {
    const id = await doneVisit();
    const cash = await pay(id, { method: 'cash', currency: 'USD', amount: '10' });
    expect(cash.statusCode, cash.body).toBe(200);
    expect(cash.json().data).toMatchObject({ due: 35, paid: 10, balance: 25, tip: 0 });
    expect(cash.json().data.rate).toEqual({ date: today(), rate: 36.5, source: 'BCV' });

    const mobile = await pay(id, {
      method: 'pagoMovil',
      currency: 'VES',
      amount: 912.5,
      reference: ' 0123 ',
    });
    expect(mobile.statusCode, mobile.body).toBe(200);
    const checkout = mobile.json().data;
    expect(checkout).toMatchObject({ due: 35, paid: 35, balance: 0, tip: 0 });
    expect(checkout.payments).toMatchObject([
      { method: 'cash', currency: 'USD', amount: 10, rate: null, rate_date: null, dollars: 10 },
      {
        method: 'pagoMovil',
        currency: 'VES',
        amount: 912.5,
        rate: 36.5,
        rate_date: today(),
        dollars: 25,
        reference: '0123',
        recorded_by: expect.any(String),
      },
    ]);
    // The appointment's own method is the one that paid the most.
    expect((await get(t, `${base}/${id}`, w.token)).json().data.payment_method).toBe('pagoMovil');
    // Newest first: the pago móvil, with the rate it was taken at.
    const event = (await appointmentEvents(t, w.token)).find(
      (entry) => entry.entity_id === id && 'payment_added' in entry.details,
    );
    expect(event?.details).toMatchObject({
      payment_added: { method: 'pagoMovil', amount: 912.5, rate: 36.5, rate_date: today(), dollars: 25 },
    });
  });

  it('asks before taking more than the balance, and keeps the extra as a tip once confirmed', async () => {
    const id = await doneVisit(20);
    await pay(id, { method: 'zelle', amount: 15 });
    const over = await pay(id, { method: 'cash', amount: 10 });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('PAYMENT_OVER_BALANCE');
    expect(await storedPayments(id)).toHaveLength(1);
    const tipped = await pay(id, { method: 'cash', amount: 10, tip: true });
    expect(tipped.json().data).toMatchObject({ due: 20, paid: 25, balance: 0, tip: 5 });
  });

  it('counts the travel fee in what is due', async () => {
    const id = await doneVisit(30);
    await t.db.update(appointments).set({ travelFeeCents: 500 }).where(eq(appointments.id, id));
    expect((await get(t, paymentsOf(id), w.token)).json().data).toMatchObject({ due: 35, balance: 35 });
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const id = await doneVisit();
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'cash', amount: 0 }, 'amount'],
      [{ method: 'cash', amount: -5 }, 'amount'],
      [{ method: 'cash', amount: 12.345 }, 'amount'],
      [{ method: 'cash', amount: 'doce' }, 'amount'],
      [{ method: 'cash', amount: 200_000 }, 'amount'],
      [{ method: 'cash', currency: 'EUR', amount: 10 }, 'currency'],
      [{ method: 'bitcoin', amount: 10 }, 'method'],
      [{ method: 'cash', amount: 10, reference: 'x'.repeat(101) }, 'reference'],
    ];
    for (const [body, field] of cases) {
      const res = await pay(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await storedPayments(id)).toHaveLength(0);
  });

  it('a cancelled appointment takes no payment', async () => {
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(12), '09:00') }));
    await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'cancelled' }, w.token);
    const res = await pay(created._id, { method: 'cash', amount: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('PAYMENT_NOT_ALLOWED');
  });

  it('a visit booked with its method and marked done was paid in full that way, unless payments were taken', async () => {
    const booked = await doneVisit(35, { payment_method: 'zelle' });
    expect((await get(t, paymentsOf(booked), w.token)).json().data).toMatchObject({
      paid: 35,
      balance: 0,
      payments: [{ method: 'zelle', currency: 'USD', amount: 35, dollars: 35 }],
    });

    const ahead = await book(
      t,
      w.token,
      w.booking({ start: at(dayFromToday(-1 - slot++), '09:00'), price: 35, payment_method: 'cash' }),
    );
    await pay(ahead._id, { method: 'pagoMovil', currency: 'VES', amount: 365 });
    await send(t, 'PATCH', `${base}/${ahead._id}/status`, { status: 'done' }, w.token);
    expect((await get(t, paymentsOf(ahead._id), w.token)).json().data).toMatchObject({
      paid: 10,
      balance: 25,
    });
  });

  it('a visit booked by card terminal and marked done was paid in bolívares at the day’s rate', async () => {
    const id = await doneVisit(35, { payment_method: 'pointOfSale' });
    expect((await get(t, paymentsOf(id), w.token)).json().data).toMatchObject({
      paid: 35,
      balance: 0,
      payments: [{ method: 'pointOfSale', currency: 'VES', amount: 1277.5, rate: 36.5, dollars: 35 }],
    });
    const [stored] = await storedPayments(id);
    expect(stored).toMatchObject({ currency: 'VES', amountCents: 127_750, dollarsCents: 3_500 });
  });

  it('removes a payment recorded by mistake, and the method with the last one', async () => {
    const id = await doneVisit();
    const first = (await pay(id, { method: 'binance', amount: 20 })).json().data.payments[0]._id;
    const second = (await pay(id, { method: 'cash', amount: 5 })).json().data.payments[1]._id;
    const afterOne = await send(t, 'DELETE', `${paymentsOf(id)}/${first}`, undefined, w.token);
    expect(afterOne.statusCode, afterOne.body).toBe(200);
    expect(afterOne.json().data).toMatchObject({ paid: 5, balance: 30 });
    expect((await get(t, `${base}/${id}`, w.token)).json().data.payment_method).toBe('cash');
    await send(t, 'DELETE', `${paymentsOf(id)}/${second}`, undefined, w.token);
    expect((await get(t, `${base}/${id}`, w.token)).json().data.payment_method).toBeNull();
    const again = await send(t, 'DELETE', `${paymentsOf(id)}/${second}`, undefined, w.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('PAYMENT_NOT_FOUND');
  });
});

describe('who may', () => {
  it('a secretary takes payments but cannot remove one; a manager can', async () => {
    const id = await doneVisit();
    const secretary = await performingLogin(t, w, 'secretary');
    const taken = await pay(id, { method: 'cash', amount: 5 }, secretary.token);
    expect(taken.statusCode, taken.body).toBe(200);
    const paymentId = taken.json().data.payments[0]._id;
    const refused = await send(t, 'DELETE', `${paymentsOf(id)}/${paymentId}`, undefined, secretary.token);
    expect(refused.statusCode).toBe(403);
    const manager = await performingLogin(t, w, 'manager');
    const removed = await send(t, 'DELETE', `${paymentsOf(id)}/${paymentId}`, undefined, manager.token);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('a basic employee sees the payments of their own visit but takes none', async () => {
    const basic = await performingLogin(t, w, 'basic');
    const own = await doneVisit(35, { employee_id: basic.employeeId });
    expect((await get(t, paymentsOf(own), basic.token)).statusCode).toBe(200);
    expect((await pay(own, { method: 'cash', amount: 5 }, basic.token)).statusCode).toBe(403);
  });

  it('another company finds nothing', async () => {
    const id = await doneVisit();
    expect((await get(t, paymentsOf(id), rival.token)).statusCode).toBe(404);
    expect((await pay(id, { method: 'cash', amount: 5 }, rival.token)).statusCode).toBe(404);
    expect(await storedPayments(id)).toHaveLength(0);
  });
});
