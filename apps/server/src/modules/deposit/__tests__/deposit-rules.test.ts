import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clientStats } from '../../../db/tables/client.table.js';
import { salons } from '../../../db/tables/salon.table.js';
import { services } from '../../../db/tables/service.table.js';
import { base, get, send } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { depositRow, depositUrl, HALF_DEPOSIT, takeDeposits } from '../../../test/deposit-fixtures.js';
import { multipart, sendMultipart } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * When a booking needs a deposit (a flagged service, a price, a client's no-shows), the salon's settings, and
 * what the cancellation policy makes of a paid deposit (kept on a no-show or a late cancellation, returned
 * otherwise).
 */
let t: TestApp;
let w: BookableWorld;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookableWorld(t, 'deposit.rules@example.com');
});
afterAll(() => t.close());

let day = 4;
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
async function book(email = clientEmail('rules')) {
  const booked = await bookedOnline(t, w, {
    start: `${dayAhead(day++)}T10:00:00-04:00`,
    client: clientFields(email),
  });
  const row = (await appointmentsOf(t, w.salon._id)).find(
    (candidate) => candidate.startsAt.getTime() === Date.parse(booked.start),
  )!;
  return { booked, row };
}
const putSalon = (fields: Record<string, string>) =>
  sendMultipart(t.app, 'PUT', `/api/v1/business/salon/${w.salon._id}`, multipart(fields), w.token);

describe('the salon’s deposit settings', () => {
  it('saves them from the salon form and answers them', async () => {
    const res = await putSalon({ deposit: JSON.stringify({ ...HALF_DEPOSIT, value: 30 }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deposit).toMatchObject({ kind: 'percent', value: 30, hold_hours: 12 });
  });

  it('takes the pago móvil bank from the list by its code: the list names it; a code not on it is refused', async () => {
    const chosen = { ...HALF_DEPOSIT.pago_movil!, bank_code: '0134', bank_name: 'banesco typed' };
    const res = await putSalon({ deposit: JSON.stringify({ ...HALF_DEPOSIT, pago_movil: chosen }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.deposit.pago_movil).toMatchObject({ bank_code: '0134', bank_name: 'Banesco' });
    const unlisted = { ...HALF_DEPOSIT.pago_movil!, bank_code: '0999' };
    const refused = await putSalon({ deposit: JSON.stringify({ ...HALF_DEPOSIT, pago_movil: unlisted }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      expect.objectContaining({
        field: 'deposit.pago_movil.bank_code',
        code: 'validation.payee.bankPick',
        message: 'Choose the bank from the list',
      }),
    ]);
    await putSalon({ deposit: JSON.stringify({ ...HALF_DEPOSIT, value: 30 }) });
  });

  it('refuses a percentage over 100 or no way to pay, changing nothing', async () => {
    for (const bad of [
      { ...HALF_DEPOSIT, value: 150 },
      { ...HALF_DEPOSIT, pago_movil: null, zelle: null },
      { ...HALF_DEPOSIT, hold_hours: 0 },
    ]) {
      const res = await putSalon({ deposit: JSON.stringify(bad) });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const [salon] = await t.db.select().from(salons).where(eq(salons.id, w.salon._id));
    expect(salon!.depositSettings.value).toBe(30);
  });
});

describe('which bookings need one', () => {
  it('a flagged service: its bookings only', async () => {
    await takeDeposits(w, { above: null });
    expect((await book()).booked.deposit).toBeNull();
    await t.db.update(services).set({ depositRequired: true }).where(eq(services.id, w.service._id));
    const { booked } = await book();
    await t.db.update(services).set({ depositRequired: false }).where(eq(services.id, w.service._id));
    expect(booked).toMatchObject({ status: 'pending', deposit: { amount: 10 } });
  });

  it('a client with the set number of no-shows: a fixed amount, never above the price', async () => {
    await takeDeposits(w, { kind: 'amount', value: 5, above: null, no_shows: 1 });
    const email = clientEmail('noshow');
    const first = await book(email);
    expect(first.booked.deposit).toBeNull();
    await t.db.update(clientStats).set({ noShows: 1 }).where(eq(clientStats.clientId, first.row.clientId));
    expect((await book(email)).booked.deposit).toMatchObject({ amount: 5 });
    await takeDeposits(w, { kind: 'amount', value: 500, above: 0 });
    expect((await book()).booked.deposit).toMatchObject({ amount: 20 });
  });
});

describe('a paid deposit when the visit does not happen', () => {
  async function paid() {
    await takeDeposits(w);
    const { row } = await book();
    const res = await send(t, 'POST', depositUrl(row.id, '/confirm'), undefined, w.token);
    expect(res.statusCode, res.body).toBe(200);
    return row.id;
  }
  const setStatus = (id: string, status: string) =>
    send(t, 'PATCH', `${base}/${id}/status`, { status }, w.token);

  it('is returned on a cancellation before the notice, kept on a late one', async () => {
    await w.setSalon({ cancelNoticeHours: 24 });
    const early = await paid();
    await setStatus(early, 'cancelled');
    expect((await depositRow(t, early))!.status).toBe('returned');
    await w.setSalon({ cancelNoticeHours: 24 * 30 });
    const late = await paid();
    await setStatus(late, 'cancelled');
    expect((await depositRow(t, late))!.status).toBe('kept');
    // Taken back: paid again.
    await setStatus(late, 'reserved');
    expect((await depositRow(t, late))!.status).toBe('confirmed');
  });

  it('is kept on a no-show, and confirmed again when the visit is marked done after all', async () => {
    const id = await paid();
    await t.db
      .update(appointments)
      .set({ startsAt: new Date(Date.now() - 2 * 3_600_000), endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(appointments.id, id));
    expect((await setStatus(id, 'no_show')).statusCode).toBe(200);
    expect((await depositRow(t, id))!.status).toBe('kept');
    await setStatus(id, 'done');
    expect((await depositRow(t, id))!.status).toBe('confirmed');
  });

  it('the incomes report counts the deposits kept and returned', async () => {
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = dayAhead(day + 1);
    const res = await get(
      t,
      `/api/v1/business/report/incomes?salon_id=${w.salon._id}&range=custom&from=${from}&to=${to}`,
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Returned: the early cancellation ($10); kept: the late one undone (confirmed again), the no-show undone.
    expect(res.json().data.deposits).toEqual({ kept: 0, kept_count: 0, returned: 10, returned_count: 1 });
  });

  it('an unpaid one is waived when the staff confirm the booking without it', async () => {
    await takeDeposits(w);
    const { row } = await book();
    expect((await setStatus(row.id, 'reserved')).statusCode).toBe(200);
    expect((await depositRow(t, row.id))!.status).toBe('waived');
  });

  it('an unpaid one is released when the staff cancel the booking', async () => {
    await takeDeposits(w);
    const { row } = await book();
    await setStatus(row.id, 'cancelled');
    expect((await depositRow(t, row.id))!.status).toBe('released');
  });
});
