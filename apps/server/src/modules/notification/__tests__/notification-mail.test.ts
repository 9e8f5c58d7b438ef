import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, base, book, bookingWorld, dayFromToday, send } from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { accounts, users } from '../../../db/tables/account.table.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { companies } from '../../../db/tables/company.table.js';
import { jobs } from '../../../db/tables/job.table.js';
import { salons } from '../../../db/tables/salon.table.js';
import { planAppointmentMails } from '../notification.service.js';
import {
  icsOf,
  mailsTo,
  notificationsOf,
  reminderJobs,
  waitForMails,
} from '../../../test/notification-fixtures.js';

/** Client mails through the job queue: content, language, the .ics across change and cancel, reminders. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const clientMail = 'notify.client@example.com';
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookingWorld(t, 'notify@example.com');
});
afterAll(() => t.close());

const patchStatus = (id: string, status: string) =>
  send(t, 'PATCH', `${base}/${id}/status`, { status }, w.token);

describe('one appointment from booking to cancellation', () => {
  let id = '';
  it('a booking mails a confirmation in the owner’s language, with the visit link and an .ics', async () => {
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(5), '10:00') }));
    id = created._id;
    expect(mailsTo(t, clientMail)).toHaveLength(0); // only once the job runs
    expect(await t.app.ctx.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const [mail] = await waitForMails(t, clientMail, 1);
    expect(mail!.subject).toBe('Appointment confirmed: Salón Uno');
    expect(mail!.text).toContain('Hello María, your appointment is confirmed.');
    expect(mail!.text).toContain('Salon: Salón Uno');
    expect(mail!.text).toContain(`Service: ${created.service.name}`);
    expect(mail!.text).toContain(`With: ${created.employee.name}`);
    expect(mail!.text).toMatch(/Date and time: \w+, \w+ \d+ at 10:00 AM \(Venezuela Time\)\n/);
    expect(mail!.text).toContain('Price: $20.00');
    expect(mail!.text).toMatch(/https:\/\/salon\.test\/en-ve\/visit\/[\w-]{43}/);
    expect(mail!.html).toContain('href="https://salon.test/en-ve/visit/');
    const ics = icsOf(mail!);
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `${id}@salon`, sequence: 0, status: 'CONFIRMED' });
    expect(ics.start).toBe(new Date(created.start).toISOString());
    expect(ics.mimeType).toBe('text/calendar');
  });

  it('plans the reminder 24 h before the start', async () => {
    const [reminder] = await reminderJobs(t, id);
    expect(reminder).toMatchObject({ state: 'queued', dedupeKey: `reminder:${id}` });
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(reminder!.runAt.getTime()).toBe(row!.startsAt.getTime() - 24 * 3_600_000);
  });

  it('a move mails the change with the same UID, a higher SEQUENCE and the same link; the reminder follows', async () => {
    const first = mailsTo(t, clientMail)[0]!;
    const res = await send(t, 'PUT', `${base}/${id}`, { start: at(dayFromToday(6), '11:00') }, w.token);
    expect(res.statusCode).toBe(200);
    await t.app.ctx.jobs.runDue();
    const [, changed] = await waitForMails(t, clientMail, 2);
    expect(changed!.subject).toBe('Appointment changed: Salón Uno');
    expect(changed!.text).toContain('11:00 AM');
    expect(icsOf(changed!)).toMatchObject({ method: 'REQUEST', uid: `${id}@salon`, sequence: 1 });
    const link = /https:\S+visit\/\S+/.exec(first.text)![0];
    expect(changed!.text).toContain(link);
    const reminders = await reminderJobs(t, id);
    const queued = reminders.filter((job) => job.state === 'queued');
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe(
      new Date(new Date(res.json().data.start).getTime() - 24 * 3_600_000).toISOString(),
    );
  });

  it('an edit of the note alone sends nothing', async () => {
    await send(t, 'PUT', `${base}/${id}`, { note: 'Trae fotos' }, w.token);
    await t.app.ctx.jobs.runDue();
    expect(mailsTo(t, clientMail)).toHaveLength(2);
  });

  it('cancelling mails METHOD:CANCEL with the same UID and drops the reminder', async () => {
    expect((await patchStatus(id, 'cancelled')).statusCode).toBe(200);
    await t.app.ctx.jobs.runDue();
    const [, , cancelled] = await waitForMails(t, clientMail, 3);
    expect(cancelled!.subject).toBe('Appointment cancelled: Salón Uno');
    expect(icsOf(cancelled!)).toMatchObject({
      method: 'CANCEL',
      uid: `${id}@salon`,
      sequence: 2,
      status: 'CANCELLED',
    });
    expect((await reminderJobs(t, id)).every((job) => job.state !== 'queued')).toBe(true);
    const list = await notificationsOf(t, id, w.token);
    expect(list.data.map((n) => [n.mail, n.state])).toEqual([
      ['confirmed', 'sent'],
      ['reminder', 'cancelled'],
      ['changed', 'sent'],
      ['cancelled', 'sent'],
    ]);
    expect(list.data[0]!.done_at).not.toBeNull();
  });
});

describe('language, reminders and what sends nothing', () => {
  it('mails in Spanish when the owner uses Spanish', async () => {
    const [company] = await t.db.select().from(companies).where(eq(companies.id, w.company._id));
    const [account] = await t.db.select().from(accounts).where(eq(accounts.id, company!.ownerAccountId));
    await t.db.update(users).set({ language: 'es-ve' }).where(eq(users.id, account!.userId));
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(8), '15:00') }));
    await t.app.ctx.jobs.runDue();
    const mail = (await waitForMails(t, clientMail, 4))[3]!;
    expect(mail.subject).toBe('Cita confirmada: Salón Uno');
    expect(mail.text).toContain('Hola María, tu cita está confirmada.');
    // Dollars and the 12-hour clock as Spanish writes them, on the salon's clock (15:00 in Caracas).
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain('Precio: $20,00');
    expect(text).toMatch(/Fecha y hora: \S+, \d+ de \S+, 3:00 p\. m\. \(hora de Venezuela\)\n/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|\d{2}:\d{2}:\d{2}|UTC/);
    expect(mail.text).toMatch(/https:\/\/salon\.test\/es-ve\/visit\//);
    expect(icsOf(mail).uid).toBe(`${created._id}@salon`);
    await t.db.update(users).set({ language: 'en-ve' }).where(eq(users.id, account!.userId));
  });

  it('the reminder goes at its time (2 h lead here); none when reminders are off', async () => {
    // Written past the server, which keeps salon rows in memory: its next answer waits for the change.
    await t.db.update(salons).set({ reminderLeadHours: 2 }).where(eq(salons.id, w.salon._id));
    await t.app.ctx.changes.sync();
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(9), '10:00') }));
    const [reminder] = await reminderJobs(t, created._id);
    expect(reminder!.runAt.getTime()).toBe(new Date(created.start).getTime() - 2 * 3_600_000);
    await t.app.ctx.jobs.runDue();
    const before = mailsTo(t, clientMail).length;
    await t.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, reminder!.id));
    await t.app.ctx.jobs.runDue();
    const mail = (await waitForMails(t, clientMail, before + 1))[before]!;
    expect(mail.subject).toBe('Reminder of your appointment: Salón Uno');
    expect(icsOf(mail)).toMatchObject({ uid: `${created._id}@salon`, sequence: 0, method: 'REQUEST' });

    await t.db.update(salons).set({ reminderLeadHours: null }).where(eq(salons.id, w.salon._id));
    await t.app.ctx.changes.sync();
    const quiet = await book(t, w.token, w.booking({ start: at(dayFromToday(9), '15:00') }));
    expect(await reminderJobs(t, quiet._id)).toHaveLength(0);
    await t.db.update(salons).set({ reminderLeadHours: 24 }).where(eq(salons.id, w.salon._id));
  });

  it('deleting a booked visit mails its cancellation', async () => {
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(10), '10:00') }));
    await t.app.ctx.jobs.runDue();
    const before = mailsTo(t, clientMail).length;
    expect((await send(t, 'DELETE', `${base}/${created._id}`, undefined, w.token)).statusCode).toBe(200);
    await t.app.ctx.jobs.runDue();
    const mail = (await waitForMails(t, clientMail, before + 1))[before]!;
    expect(icsOf(mail)).toMatchObject({ method: 'CANCEL', uid: `${created._id}@salon`, sequence: 1 });
  });

  it('a refused booking and a rolled-back transaction plan nothing', async () => {
    const taken = await book(t, w.token, w.booking({ start: at(dayFromToday(11), '10:00') }));
    const count = async () => (await t.db.select().from(jobs)).length;
    const jobsBefore = await count();
    const res = await send(t, 'POST', base, w.booking({ start: at(dayFromToday(11), '10:15') }), w.token);
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, taken._id));
    await expect(
      t.db.transaction(async (tx) => {
        await planAppointmentMails(tx, t.app.ctx, { ...row!, status: 'cancelled' }, row!);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await count()).toBe(jobsBefore);
  });
});
