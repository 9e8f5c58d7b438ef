import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import {
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  send,
  WEEK,
} from '../../../test/appointment-fixtures.js';
import { multipart, sendMultipart } from '../../../test/http.js';
import { addPerformer } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { salons } from '../../../db/tables/salon.table.js';

/**
 * The daily totals the reports read are kept by database triggers. After every kind of change (booking,
 * edit, reschedule, status, delete, bulk SQL, a salon's time zone) they must equal the plain answer, computed
 * here in JavaScript from the appointment rows and the salon's zone.
 */
let t: TestApp;
let world: Awaited<ReturnType<typeof bookingWorld>>;
let secondEmployee: string;

interface AppointmentFact {
  id: string;
  starts_at: string | Date;
  status: string;
  employee_id: string;
  service_id: string;
  payment_method: string | null;
  price_cents: number;
  travel_fee_cents: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The local date of an instant in a zone, as `YYYY-MM-DD`. */
const localDay = (instant: string | Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short' }).format(new Date(instant));

/** The totals as the plain GROUP BY would give them, without zero rows, sorted. */
async function plainTotals(salonId: string) {
  const [salon] = await t.db.select({ zone: salons.timeZone }).from(salons).where(eq(salons.id, salonId));
  const facts = rowsOf<AppointmentFact>(
    await t.db.execute(sql`
      select id, starts_at, status, employee_id, service_id, payment_method, price_cents, travel_fee_cents
      from appointments where salon_id = ${salonId}`),
  );
  const payments = rowsOf<{ appointment_id: string; method: string; dollars_cents: number }>(
    await t.db.execute(sql`
      select appointment_id, method, dollars_cents from appointment_payments where salon_id = ${salonId}`),
  );
  const sums = new Map<string, { count: number; income: number }>();
  const add = (key: string, income: number) => {
    const sum = sums.get(key) ?? { count: 0, income: 0 };
    sums.set(key, { count: sum.count + 1, income: sum.income + income });
  };
  for (const fact of facts) {
    const day = localDay(fact.starts_at, salon!.zone);
    const income = Number(fact.price_cents) + Number(fact.travel_fee_cents ?? 0);
    add(`${day} status ${fact.status}`, income);
    if (fact.status !== 'done') continue;
    add(`${day} employee ${fact.employee_id}`, income);
    add(`${day} service ${fact.service_id}`, income);
    // By method: what each method paid and what is left unpaid; without payments, all under its own method.
    const paid = new Map<string, number>();
    for (const payment of payments.filter((p) => p.appointment_id === fact.id))
      paid.set(payment.method, (paid.get(payment.method) ?? 0) + Number(payment.dollars_cents));
    if (paid.size === 0) add(`${day} payment_method ${fact.payment_method ?? ''}`, income);
    for (const [method, cents] of paid) add(`${day} payment_method ${method}`, cents);
    const unpaid = income - [...paid.values()].reduce((sum, cents) => sum + cents, 0);
    if (paid.size > 0 && unpaid > 0) add(`${day} payment_method `, unpaid);
  }
  return [...sums].map(([key, sum]) => `${key} ${sum.count} ${sum.income}`).sort();
}

async function keptTotals(salonId: string) {
  const rows = rowsOf<{ day: string; dimension: string; key: string; count: number; income: string }>(
    await t.db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, dimension, key, count, income_cents as income
      from appointment_daily_totals where salon_id = ${salonId} and count <> 0`),
  );
  return rows
    .map((row) => `${row.day} ${row.dimension} ${row.key} ${row.count} ${Number(row.income)}`)
    .sort();
}

async function expectTotalsKept() {
  for (const salonId of [world.salon._id, world.second!._id]) {
    expect(await keptTotals(salonId)).toEqual(await plainTotals(salonId));
  }
}

/** A past appointment written straight to the table, as history or an import would be. */
const pastRow = (daysAgo: number, time: string, extra: Partial<typeof appointments.$inferInsert> = {}) => {
  const start = new Date(at(dayFromToday(-daysAgo), time));
  return {
    id: newId(),
    companyId: world.company._id,
    salonId: world.salon._id,
    clientId: world.client._id,
    employeeId: world.employeeId,
    serviceId: world.service._id,
    startsAt: start,
    endsAt: new Date(start.getTime() + 45 * 60_000),
    status: 'done' as const,
    priceCents: 2000,
    ...extra,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  world = await bookingWorld(t, 'reports.totals@example.com');
  secondEmployee = await addPerformer(t, {
    companyId: world.company._id,
    salonId: world.salon._id,
    serviceIds: [world.service._id],
    firstName: 'Bea',
    schedule: WEEK,
  });
});
afterAll(() => t.close());

describe('the daily totals stay equal to the plain sums', () => {
  it('after bookings, edits, reschedules, status changes and deletes through the API', async () => {
    const first = await book(t, world.token, world.booking());
    const second = await book(
      t,
      world.token,
      world.booking({ start: at(dayFromToday(8), '11:00'), price: 31.5 }),
    );
    await expectTotalsKept();

    const moved = await send(
      t,
      'PUT',
      `${base}/${first._id}`,
      { start: at(dayFromToday(9), '09:00'), employee_id: secondEmployee, price: 27.25 },
      world.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelled = await send(
      t,
      'PATCH',
      `${base}/${second._id}/status`,
      { status: 'cancelled' },
      world.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expectTotalsKept();

    const deleted = await send(t, 'DELETE', `${base}/${second._id}`, undefined, world.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectTotalsKept();
  });

  it('after bulk SQL: history, a status set on many rows, prices, travel fees, methods and another salon', async () => {
    await t.db.insert(appointments).values([
      pastRow(3, '10:00', { travelFeeCents: 500, paymentMethod: 'cash' }),
      // 23:30 in Caracas is already tomorrow in UTC: still this local day.
      pastRow(3, '23:30', { employeeId: secondEmployee, paymentMethod: 'zelle' }),
      pastRow(2, '00:00', { status: 'no_show' }),
      pastRow(40, '12:00', { paymentMethod: 'pagoMovil' }),
      pastRow(400, '12:00', { status: 'cancelled' }),
      pastRow(1, '15:00', { salonId: world.second!._id, priceCents: 9900 }),
    ]);
    await expectTotalsKept();

    await t.db.execute(sql`
      update appointments set status = 'done', payment_method = 'binance'
      where salon_id = ${world.salon._id} and status = 'no_show'`);
    // Each column a total reads, changed alone.
    await t.db.execute(sql`
      update appointments set travel_fee_cents = 750 where salon_id = ${world.salon._id} and payment_method = 'cash'`);
    await t.db.execute(sql`
      update appointments set price_cents = price_cents + 1
      where salon_id = ${world.salon._id} and payment_method = 'cash'`);
    await t.db.execute(sql`
      update appointments set service_id = ${world.service._id}, employee_id = ${secondEmployee}
      where salon_id = ${world.salon._id} and payment_method = 'pagoMovil'`);
    await t.db.execute(sql`
      update appointments set starts_at = starts_at + interval '1 day', ends_at = ends_at + interval '1 day'
      where salon_id = ${world.salon._id} and payment_method = 'zelle'`);
    await expectTotalsKept();

    // An update that touches nothing a total reads changes nothing.
    const before = await keptTotals(world.salon._id);
    await t.db.execute(sql`update appointments set note = 'sin cambios' where salon_id = ${world.salon._id}`);
    expect(await keptTotals(world.salon._id)).toEqual(before);

    await t.db.execute(
      sql`delete from appointments where salon_id = ${world.salon._id} and status = 'cancelled'`,
    );
    await expectTotalsKept();
  });

  it('after payments: split, partly paid, a tip, one removed, a visit moved and one deleted', async () => {
    const visit = async (daysAgo: number, price: number) => {
      const created = await book(
        t,
        world.token,
        world.booking({ start: at(dayFromToday(-daysAgo), '16:00'), price }),
      );
      await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'done' }, world.token);
      return created._id;
    };
    const pay = async (id: string, body: Record<string, unknown>) => {
      const res = await send(t, 'POST', `${base}/${id}/payments`, body, world.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.payments.at(-1)._id as string;
    };
    const split = await visit(6, 35);
    await pay(split, { method: 'cash', amount: 10 });
    await pay(split, { method: 'zelle', amount: 25 });
    const partly = await visit(7, 40);
    await pay(partly, { method: 'pagoMovil', amount: 15 });
    const tipped = await visit(8, 20);
    const extra = await pay(tipped, { method: 'cash', amount: 25, tip: true });
    await expectTotalsKept();

    await send(t, 'DELETE', `${base}/${tipped}/payments/${extra}`, undefined, world.token);
    await send(t, 'PUT', `${base}/${partly}`, { start: at(dayFromToday(-9), '16:00') }, world.token);
    await expectTotalsKept();
    await send(t, 'PATCH', `${base}/${split}/status`, { status: 'reserved' }, world.token);
    await expectTotalsKept();
    await send(t, 'DELETE', `${base}/${split}`, undefined, world.token);
    await expectTotalsKept();
    await t.db.execute(sql`select appointment_daily_totals_rebuild(${world.salon._id})`);
    await expectTotalsKept();
  });

  it("rebuilds a salon's totals when its time zone moves its local days", async () => {
    // Madrid is six hours or so ahead of Caracas: 23:30 and 21:00 there fall on the next local day.
    await t.db.insert(appointments).values(pastRow(5, '21:00', { paymentMethod: 'paypal' }));
    const before = await keptTotals(world.salon._id);
    const res = await sendMultipart(
      t.app,
      'PUT',
      `/api/v1/business/salon/${world.salon._id}`,
      multipart({ time_zone: 'Europe/Madrid' }),
      world.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await keptTotals(world.salon._id);
    expect(after).not.toEqual(before);
    await expectTotalsKept();
  });
});
