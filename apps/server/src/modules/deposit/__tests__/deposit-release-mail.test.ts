import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../db/tables/appointment.table.js';
import { appointmentDeposits } from '../../../db/tables/deposit.table.js';
import { jobs } from '../../../db/tables/job.table.js';
import { base, send } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields,
  waitForMail,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { depositRow, takeDeposits } from '../../../test/deposit-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Every release of a booking whose deposit was not paid tells its client (docs/decisions.md "Deposits
 * without cards"): the hold running out before the visit, the hold running out at the visit's start (the
 * latest it may hold), and the staff cancelling it. Mail goes to the in-process SMTP server.
 */
let t: TestApp;
let w: BookableWorld;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'deposit.release@example.com');
  await takeDeposits(w);
});
afterAll(() => t.close());

let day = 5;
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const isCancellation = (subject: string) => /cancel/i.test(subject);

async function bookWithDeposit() {
  const email = clientEmail('release');
  const booked = await bookedOnline(t, w, {
    start: `${dayAhead(day++)}T10:00:00-04:00`,
    client: clientFields(email),
  });
  const row = (await appointmentsOf(t, w.salon._id)).find(
    (candidate) => candidate.startsAt.toISOString() === new Date(booked.start).toISOString(),
  )!;
  expect(booked.deposit).toMatchObject({ status: 'awaiting' });
  return { email, id: row.id };
}

/** The hold ends now: its release job is due and its deadline passed. */
async function holdEnds(id: string) {
  await t.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 1000) })
    .where(eq(jobs.dedupeKey, `deposit:${id}`));
  await t.db
    .update(appointmentDeposits)
    .set({ holdUntil: new Date(Date.now() - 1000) })
    .where(eq(appointmentDeposits.appointmentId, id));
}

/** Runs the release and then the messages it queued. */
async function runJobs() {
  await t.app.ctx.jobs.runDue();
  await t.app.ctx.jobs.runDue();
}

const cancellationsTo = (email: string) =>
  t.mail.mails.filter((mail) => mail.to.includes(email) && isCancellation(mail.subject));

describe('a booking released for its unpaid deposit', () => {
  it('tells the client when the hold runs out before the visit', async () => {
    const { email, id } = await bookWithDeposit();
    await holdEnds(id);
    await runJobs();
    expect((await depositRow(t, id))!.status).toBe('released');
    await waitForMail(t, email, isCancellation);
    expect(cancellationsTo(email)).toHaveLength(1);
  });

  it('tells the client when the hold runs out at the visit’s start', async () => {
    const { email, id } = await bookWithDeposit();
    // The visit's start is reached: the hold never lasts past it, so this is when the release runs.
    const start = new Date(Date.now() - 60_000);
    await t.db
      .update(appointments)
      .set({ startsAt: start, endsAt: new Date(start.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, id));
    await holdEnds(id);
    await runJobs();
    const row = (await appointmentsOf(t, w.salon._id)).find((candidate) => candidate.id === id)!;
    expect(row.status).toBe('cancelled');
    expect((await depositRow(t, id))!.status).toBe('released');
    await waitForMail(t, email, isCancellation);
    expect(cancellationsTo(email)).toHaveLength(1);
  });

  it('tells the client when the staff release it', async () => {
    const { email, id } = await bookWithDeposit();
    const res = await send(t, 'PATCH', `${base}/${id}/status`, { status: 'cancelled' }, w.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await depositRow(t, id))!.status).toBe('released');
    await runJobs();
    await waitForMail(t, email, isCancellation);
    expect(cancellationsTo(email)).toHaveLength(1);
  });
});
