import { formatLongDateTime } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  bookingWorld,
  createClient,
  dayFromToday,
  iso,
  send,
  WEEK,
} from '../../../test/appointment-fixtures.js';
import { mailsTo, reminderJobs, waitForMails } from '../../../test/notification-fixtures.js';
import { addPerformer } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients } from '../../../db/tables/client.table.js';

/**
 * Cancelling or moving several occurrences of a series sends the client one message that says how
 * many changed and lists them, in the client's language on the salon's clock (the mails as sent over SMTP).
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let beaId: string;
const ZONE = 'America/Caracas';
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookingWorld(t, 'series.mails@example.com');
  beaId = await addPerformer(t, {
    companyId: w.company._id,
    salonId: w.salon._id,
    serviceIds: [w.service._id],
    firstName: 'Bea',
    schedule: WEEK,
  });
});
afterAll(() => t.close());

/** A client of their own speaking `language`, so each test counts only its own mails. */
async function clientSpeaking(email: string, language: 'es-ve' | 'en-ve') {
  const client = await createClient(t, w.token, w.salon._id, email);
  await t.db.update(clients).set({ language }).where(eq(clients.id, client._id));
  return client._id;
}

/** A weekly series of `count` for the client, its confirmation sent; answers its ids. */
async function seriesFor(clientId: string, email: string, start: string, count: number) {
  const res = await send(
    t,
    'POST',
    `${base}/series`,
    w.booking({ client_id: clientId, start, repeat: { count } }),
    w.token,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  await t.app.ctx.jobs.runDue();
  await waitForMails(t, email, 1);
  return res.json().data.appointment_ids as string[];
}

/** Every job due is run; answers the mails `email` got since `before`, after a pause for strays. */
async function newMails(email: string, before: number) {
  await t.app.ctx.jobs.runDue();
  await waitForMails(t, email, before + 1);
  await new Promise((resolve) => setTimeout(resolve, 100));
  return mailsTo(t, email).slice(before);
}

describe('the client is told of the whole change once', () => {
  it('"this and the following" cancelled: one mail in Spanish naming the three dates', async () => {
    const email = 'serie.cancelada@example.com';
    const clientId = await clientSpeaking(email, 'es-ve');
    const first = dayFromToday(7);
    const ids = await seriesFor(clientId, email, at(first, '17:00'), 4);
    const res = await send(
      t,
      'PATCH',
      `${base}/${ids[1]}/status`,
      { status: 'cancelled', series_scope: 'following' },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mails = await newMails(email, 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Citas canceladas: Salón Uno');
    expect(mail!.text).toContain('Hola María, 3 de tus citas fueron canceladas.');
    expect(mail!.text).toContain('Fechas y horas (hora de Venezuela):');
    const listed = [7, 14, 21].map(
      (days) => `- ${formatLongDateTime(at(addDays(first, days), '17:00'), 'es-ve', ZONE)}`,
    );
    expect(mail!.text).toContain(listed.join('\n'));
    expect(mail!.text).not.toContain(formatLongDateTime(at(first, '17:00'), 'es-ve', ZONE));
    expect(mail!.text).toContain('Atiende: Ana Rivas');
    expect(mail!.text).toContain('Precio: ');
    // The calendar entry cancelled is the message's own occurrence (the first of those cancelled).
    expect(mail!.attachments[0]!.filename).toBe('cancel.ics');
  });

  it('the whole series moved to another employee and time: one mail in English with the new times', async () => {
    const email = 'series.moved@example.com';
    const clientId = await clientSpeaking(email, 'en-ve');
    const first = dayFromToday(8);
    const ids = await seriesFor(clientId, email, at(first, '09:00'), 3);
    const res = await send(
      t,
      'PUT',
      `${base}/${ids[1]}`,
      { start: at(addDays(first, 7), '11:30'), employee_id: beaId, series_scope: 'all' },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const mails = await newMails(email, 1);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Appointments changed: Salón Uno');
    expect(mail!.text).toContain(
      'Hello María, 3 of your appointments have changed. Here are the new details.',
    );
    expect(mail!.text).toContain('With: Bea Rivas');
    expect(mail!.text).toContain('Dates and times (Venezuela Time):');
    const listed = [0, 7, 14].map(
      (days) => `- ${formatLongDateTime(at(addDays(first, days), '11:30'), 'en-ve', ZONE)}`,
    );
    expect(mail!.text).toContain(listed.join('\n'));
    expect(mail!.text).not.toContain('9:00 AM');
    // The others' reminders follow their new times.
    for (const [index, id] of ids.entries()) {
      const queued = (await reminderJobs(t, id)).filter((job) => job.state === 'queued');
      expect(queued.map((job) => job.runAt.toISOString())).toEqual([
        new Date(Date.parse(iso(at(addDays(first, index * 7), '11:30'))) - 24 * 3_600_000).toISOString(),
      ]);
    }
  });

  it('a series moved after one occurrence was cancelled on its own lists only the ones that moved', async () => {
    const email = 'series.partly@example.com';
    const clientId = await clientSpeaking(email, 'en-ve');
    const first = dayFromToday(9);
    const ids = await seriesFor(clientId, email, at(first, '15:00'), 3);
    // The last one was cancelled on its own: it does not move and is not listed.
    await t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, ids[2]!));
    const res = await send(
      t,
      'PUT',
      `${base}/${ids[0]}`,
      { start: at(first, '16:00'), series_scope: 'all' },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await newMails(email, 1);
    expect(mail!.text).toContain('2 of your appointments have changed.');
    expect(mail!.text).not.toContain(formatLongDateTime(at(addDays(first, 14), '15:00'), 'en-ve', ZONE));
    expect(mail!.text).not.toContain(formatLongDateTime(at(addDays(first, 14), '16:00'), 'en-ve', ZONE));
  });

  it('the others’ reminders move in one go: one whose time has passed is dropped, the rest follow', async () => {
    const email = 'series.soon@example.com';
    const clientId = await clientSpeaking(email, 'en-ve');
    const ids = await seriesFor(clientId, email, at(dayFromToday(10), '10:00'), 3);
    const doraId = await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds: [w.service._id],
      firstName: 'Dora',
      schedule: WEEK,
    });
    // From the 2nd, the whole series to Dora so that the 1st starts in two hours (its reminder's time gone).
    const soon = Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000;
    const WEEK_MS = 7 * 86_400_000;
    const res = await send(
      t,
      'PUT',
      `${base}/${ids[1]}`,
      {
        start: new Date(soon + WEEK_MS).toISOString(),
        employee_id: doraId,
        series_scope: 'all',
        override_hours: true,
      },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const queued = async (id: string) =>
      (await reminderJobs(t, id)).filter((job) => job.state === 'queued').map((job) => job.runAt.getTime());
    expect(await queued(ids[0]!)).toEqual([]);
    expect(await queued(ids[1]!)).toEqual([soon + WEEK_MS - 24 * 3_600_000]);
    expect(await queued(ids[2]!)).toEqual([soon + 2 * WEEK_MS - 24 * 3_600_000]);
  });
});
