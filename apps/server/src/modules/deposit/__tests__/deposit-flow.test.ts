import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDeposits } from '../../../db/tables/deposit.table.js';
import { jobs } from '../../../db/tables/job.table.js';
import { base, get, send } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields,
  errorOf,
  pub,
  waitForMail,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { depositRow, depositUrl, takeDeposits } from '../../../test/deposit-fixtures.js';
import { employeeLogin } from '../../../test/employee-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { visitUrl } from '../../../test/visit-fixtures.js';

/**
 * A booking that needs a deposit: it waits as pending with its time held, the client is told how
 * to pay, reports the reference on the visit page, and the staff confirm it (a payment of the visit, which is
 * now confirmed) or reject it with a reason.
 */
let t: TestApp;
let w: BookableWorld;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'deposit.flow@example.com');
  await takeDeposits(w);
});
afterAll(() => t.close());

let day = 5;
/** An online booking of the world's $20 service on a day of its own, with the appointment's id. */
async function bookWithDeposit(email = clientEmail('deposit')) {
  const booked = await bookedOnline(t, w, {
    start: `${dayAhead(day++)}T10:00:00-04:00`,
    client: clientFields(email),
  });
  const rows = await appointmentsOf(t, w.salon._id);
  const row = rows.find(
    (candidate) => candidate.startsAt.toISOString() === new Date(booked.start).toISOString(),
  )!;
  return { booked, id: row.id };
}
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const report = (token: string, body: Record<string, unknown>) =>
  pub(t, 'POST', visitUrl(token, '/deposit'), body);

describe('a booking that needs a deposit', () => {
  it('waits as pending, answers the deposit and mails how to pay', async () => {
    const email = clientEmail('deposit');
    const { booked, id } = await bookWithDeposit(email);
    expect(booked.status).toBe('pending');
    expect(booked.deposit).toMatchObject({
      status: 'awaiting',
      amount: 10,
      method: null,
      pay_to: { zelle: { email: 'pagos@salon.example' }, binance: null },
    });
    const holds = Date.parse(booked.deposit!.hold_until) - Date.now();
    expect(holds).toBeGreaterThan(11 * 3_600_000);
    expect(holds).toBeLessThanOrEqual(12 * 3_600_000);
    const [release] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `deposit:${id}`));
    expect(release).toMatchObject({ kind: 'deposit.release', state: 'queued' });
    await t.app.ctx.jobs.runDue();
    const mail = await waitForMail(t, email, (subject) => /dep[oó]sit/i.test(subject));
    expect(mail.text).toContain('pagos@salon.example');
    expect(mail.text).toContain('Banco de Venezuela (0102)');
    expect(mail.text).toContain(`/visit/${booked.visit_token}`);
    // The owner hears it waits for its deposit, not for an approval.
    const notice = await waitForMail(t, w.email, (subject) => subject.includes('owes the deposit'));
    expect(notice.text).toContain('Confirm it in Deposits');
  });

  it('books without a deposit when the salon takes none', async () => {
    await takeDeposits(w, { kind: 'none' });
    const { booked } = await bookWithDeposit();
    await takeDeposits(w);
    expect(booked).toMatchObject({ status: 'reserved', deposit: null });
  });

  it('takes the client’s report once, refuses a method not taken and a reference already used', async () => {
    const { booked, id } = await bookWithDeposit();
    const other = await bookWithDeposit();
    const binance = await report(booked.visit_token, { method: 'binance', reference: 'ABC123' });
    expect(binance.statusCode).toBe(400);
    const short = await report(booked.visit_token, { method: 'zelle', reference: 'x' });
    expect(short.statusCode).toBe(400);
    // Markup is no reference: refused on its field with the text's key (the web says it in the client's
    // language), and nothing is stored.
    const script = await report(booked.visit_token, {
      method: 'pagoMovil',
      reference: '<script>alert(1)</script>',
    });
    expect(script.statusCode).toBe(400);
    expect(errorOf(script).details).toEqual([
      {
        field: 'reference',
        code: 'validation.deposit.reference',
        message:
          'Write the payment reference as your bank or app shows it: 4 to 40 letters or digits (spaces, - . / allowed)',
      },
    ]);
    expect((await depositRow(t, id))!.status).toBe('awaiting');
    const ok = await report(booked.visit_token, { method: 'pagoMovil', reference: '00123456' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.deposit).toMatchObject({
      status: 'reported',
      method: 'pagoMovil',
      reference: '00123456',
    });
    const twice = await report(booked.visit_token, { method: 'pagoMovil', reference: 'ZL 0099/99.9-A' });
    expect(errorOf(twice).code).toBe('DEPOSIT_ALREADY_REPORTED');
    const reused = await report(other.booked.visit_token, { method: 'pagoMovil', reference: '00123456' });
    expect(reused.statusCode).toBe(409);
    expect(errorOf(reused).code).toBe('DEPOSIT_REFERENCE_USED');
    expect((await depositRow(t, other.id))!.status).toBe('awaiting');
    expect((await depositRow(t, id))!.reference).toBe('00123456');
    // The owner hears of it.
    await t.app.ctx.jobs.runDue();
    await waitForMail(t, w.email, (subject) => subject.includes('reported a deposit'));
  });

  it('lets staff reject with a reason, the client report again, and staff confirm', async () => {
    const { booked, id } = await bookWithDeposit();
    await report(booked.visit_token, { method: 'zelle', reference: 'ZL-0001' });
    const noReason = await send(t, 'POST', depositUrl(id, '/reject'), { reason: '' }, w.token);
    expect(noReason.statusCode).toBe(400);
    const rejected = await send(
      t,
      'POST',
      depositUrl(id, '/reject'),
      { reason: 'No llegó ese pago' },
      w.token,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'No llegó ese pago' });
    const again = await report(booked.visit_token, { method: 'zelle', reference: 'ZL-0002' });
    expect(again.json().data.deposit.status).toBe('reported');
    const secretary = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'basic',
    });
    const refused = await send(t, 'POST', depositUrl(id, '/confirm'), undefined, secretary.token);
    expect(refused.statusCode).toBe(403);
    const confirmed = await send(t, 'POST', depositUrl(id, '/confirm'), undefined, w.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmed');
    const [row] = (await appointmentsOf(t, w.salon._id)).filter((candidate) => candidate.id === id);
    expect(row!.status).toBe('reserved');
    // The deposit is a payment of the visit: the balance is the rest.
    const checkout = (await get(t, `${base}/${id}/payments`, w.token)).json().data;
    expect(checkout).toMatchObject({ due: 20, paid: 10, balance: 10 });
    expect(checkout.payments[0]).toMatchObject({ method: 'zelle', reference: 'ZL-0002', dollars: 10 });
    const [release] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `deposit:${id}`));
    expect(release!.state).toBe('cancelled');
    const twice = await send(t, 'POST', depositUrl(id, '/confirm'), undefined, w.token);
    expect(errorOf(twice).code).toBe('DEPOSIT_NOT_DUE');
    const visit = (await pub(t, 'GET', visitUrl(booked.visit_token))).json().data;
    expect(visit).toMatchObject({ status: 'reserved', deposit: { status: 'confirmed' } });
  });

  it('lists the open deposits to staff', async () => {
    const res = await get(t, `/api/v1/business/deposits?salon_id=${w.salon._id}`, w.token);
    expect(res.statusCode, res.body).toBe(200);
    const statuses = res.json().data.map((item: { status: string }) => item.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status: string) => ['awaiting', 'reported', 'rejected'].includes(status))).toBe(
      true,
    );
  });

  it('releases an unpaid booking when its hold ends: cancelled, its time free', async () => {
    const { id } = await bookWithDeposit();
    await t.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.dedupeKey, `deposit:${id}`));
    await t.db
      .update(appointmentDeposits)
      .set({ holdUntil: new Date(Date.now() - 1000) })
      .where(eq(appointmentDeposits.appointmentId, id));
    await t.app.ctx.jobs.runDue();
    const row = (await appointmentsOf(t, w.salon._id)).find((candidate) => candidate.id === id)!;
    expect(row.status).toBe('cancelled');
    expect((await depositRow(t, id))!.status).toBe('released');
  });
});
