import { formatLongDateTime } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../../../db/tables/job.table.js';
import {
  at,
  base,
  book,
  bookingWorld,
  clientBase,
  dayFromToday,
  get,
  send,
} from '../../../test/appointment-fixtures.js';
import { API, multipart, sendMultipart } from '../../../test/http.js';
import { mailsTo, notificationsOf, waitForMails } from '../../../test/notification-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  hubSignature,
  startWhatsAppStandIn,
  statusWebhookBody,
  type WhatsAppStandIn,
} from '../../../test/whatsapp-stand-in.js';

/**
 * Client messages by WhatsApp (Cloud API) against a local stand-in answering with Meta's documented payloads:
 * the salon's and the client's settings, one template per message, the status webhook, and e-mail in place
 * of a message WhatsApp refuses.
 */
const SECRET = 'app-secret-for-tests';
const VERIFY = 'verify-me';
const WEBHOOK = `${API}/api/v1/public/whatsapp/webhook`;
let t: TestApp;
let standIn: WhatsAppStandIn;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let clientEmail: string;
let day = 3;

beforeAll(async () => {
  standIn = await startWhatsAppStandIn();
  t = await createTestApp({
    JOBS_WORKER: 'off',
    WHATSAPP_API_URL: standIn.url,
    WHATSAPP_TOKEN: 'token-for-tests',
    WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
    WHATSAPP_APP_SECRET: SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY,
  });
  w = await bookingWorld(t, 'whatsapp.owner@example.com');
  clientEmail = 'whatsapp.owner.client@example.com';
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  standIn.received.length = 0;
  standIn.script.length = 0;
});

const salonUrl = () => `/api/v1/business/salon/${w.salon._id}`;
const putSalon = (fields: Record<string, string>) =>
  sendMultipart(t.app, 'PUT', salonUrl(), multipart(fields), w.token);
const setChannel = (channel: 'email' | 'whatsapp') =>
  send(t, 'PUT', `${clientBase}/${w.client._id}`, { message_channel: channel }, w.token);
/** A new appointment a few days ahead; each on its own day, so none overlaps another. */
const bookAhead = () => book(t, w.token, w.booking({ start: at(dayFromToday(day++), '10:00') }));
const postStatus = (body: string, signature = hubSignature(SECRET, body)) =>
  t.app.inject({
    method: 'POST',
    url: WEBHOOK,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
  });
const confirmationOf = async (appointmentId: string) =>
  (await notificationsOf(t, appointmentId, w.token)).data.find((n) => n.mail === 'confirmed')!;

describe('settings', () => {
  it('a salon turns WhatsApp on and picks its messages; a bad pick is refused', async () => {
    const salon = (await get(t, `/api/v1/business/salon/one/${w.salon._id}`, w.token)).json().data;
    expect(salon).toMatchObject({ whatsapp_available: true, whatsapp_enabled: false });
    expect(salon.whatsapp_messages).toEqual([
      'confirmed',
      'changed',
      'cancelled',
      'reminder',
      'review_request',
    ]);
    const bad = await putSalon({ whatsapp_messages: '["confirmed","birthday"]' });
    expect(bad.statusCode).toBe(400);
    const res = await putSalon({
      whatsapp_enabled: 'true',
      whatsapp_messages: '["confirmed","changed","cancelled","review_request"]',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      whatsapp_enabled: true,
      whatsapp_messages: ['confirmed', 'changed', 'cancelled', 'review_request'],
    });
  });

  it('staff choosing WhatsApp for a client records the agreement, kept when going back to e-mail', async () => {
    const before = Date.now();
    const chosen = await setChannel('whatsapp');
    expect(chosen.statusCode, chosen.body).toBe(200);
    const optIn = chosen.json().data.whatsapp_opt_in;
    expect(chosen.json().data.message_channel).toBe('whatsapp');
    expect(optIn.source).toBe('staff');
    expect(Date.parse(optIn.at)).toBeGreaterThanOrEqual(before - 1000);
    const back = (await setChannel('email')).json().data;
    expect(back).toMatchObject({ message_channel: 'email', whatsapp_opt_in: optIn });
    expect(
      (await send(t, 'PUT', `${clientBase}/${w.client._id}`, { message_channel: 'sms' }, w.token)).statusCode,
    ).toBe(400);
    expect((await setChannel('whatsapp')).json().data.whatsapp_opt_in).toEqual(optIn);
  });
});

describe('sending', () => {
  it('sends the confirmation as a template with the client’s number and visit link, once, and no e-mail', async () => {
    const mailsBefore = mailsTo(t, clientEmail).length;
    const created = await bookAhead();
    await t.app.ctx.jobs.runDue();
    expect(standIn.received).toHaveLength(1);
    const [message] = standIn.received;
    expect(message!.path).toBe('/v23.0/106540352242922/messages');
    expect(message!.authorization).toBe('Bearer token-for-tests');
    expect(message!.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '584125550101',
      type: 'template',
      template: { name: 'appointment_confirmed', language: { code: 'en' } },
    });
    const parameters = message!.body.template.components[0]!.parameters.map((p) => p.text);
    expect(parameters.slice(0, 3)).toEqual(['María', 'Salón Uno', w.service.name]);
    expect(parameters[4]).toMatch(/^http.*\/en-ve\/visit\/[\w-]+$/);
    expect(await confirmationOf(created._id)).toMatchObject({
      state: 'sent',
      channel: 'whatsapp',
      whatsapp: { status: 'accepted', error: null, fell_back_to_email: false },
    });
    // The job run again (a worker died after sending) finds its message: nothing goes twice.
    const confirmation = await confirmationOf(created._id);
    await t.db.update(jobs).set({ state: 'queued', runAt: new Date() }).where(eq(jobs.id, confirmation._id));
    await t.app.ctx.jobs.runDue();
    expect(standIn.received).toHaveLength(1);
    expect(mailsTo(t, clientEmail)).toHaveLength(mailsBefore);
  });

  it('a message the salon does not send by WhatsApp (the reminder here) goes by e-mail', async () => {
    const created = await bookAhead();
    const reminder = (await notificationsOf(t, created._id, w.token)).data.find(
      (n) => n.mail === 'reminder',
    )!;
    const mailsBefore = mailsTo(t, clientEmail).length;
    standIn.received.length = 0;
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, reminder._id));
    await t.app.ctx.jobs.runDue();
    expect(standIn.received.map((m) => m.body.template.name)).toEqual(['appointment_confirmed']);
    const mails = await waitForMails(t, clientEmail, mailsBefore + 1);
    expect(mails.at(-1)!.subject).toMatch(/Reminder/);
  });

  it('a missing template fails with WhatsApp’s reason and the e-mail goes instead', async () => {
    standIn.script.push('template_missing');
    const mailsBefore = mailsTo(t, clientEmail).length;
    const created = await bookAhead();
    await t.app.ctx.jobs.runDue();
    expect(await confirmationOf(created._id)).toMatchObject({
      state: 'sent',
      channel: 'whatsapp',
      whatsapp: { status: 'failed', fell_back_to_email: true },
    });
    expect((await confirmationOf(created._id)).whatsapp!.error).toMatch(/^132001 .*does not exist/);
    const mails = await waitForMails(t, clientEmail, mailsBefore + 1);
    expect(mails.at(-1)!.subject).toMatch(/confirmed/i);
  });

  it('an invalid number is refused for good: e-mail instead', async () => {
    standIn.script.push('invalid_number');
    const mailsBefore = mailsTo(t, clientEmail).length;
    const created = await bookAhead();
    await t.app.ctx.jobs.runDue();
    const confirmation = await confirmationOf(created._id);
    expect(confirmation.whatsapp).toMatchObject({ status: 'failed', fell_back_to_email: true });
    expect(confirmation.whatsapp!.error).toMatch(/^100 /);
    await waitForMails(t, clientEmail, mailsBefore + 1);
  });

  it('rate limits (429, 131056) are retried later with backoff, and the message then goes once', async () => {
    standIn.script.push('rate_limited');
    const mailsBefore = mailsTo(t, clientEmail).length;
    const created = await bookAhead();
    await t.app.ctx.jobs.runDue();
    let confirmation = await confirmationOf(created._id);
    // Still WhatsApp's to send while it retries (its row is dropped until then).
    expect(confirmation).toMatchObject({
      state: 'retrying',
      attempts: 1,
      channel: 'whatsapp',
      whatsapp: null,
    });
    expect(confirmation.error).toMatch(/130429/);
    expect(new Date(confirmation.run_at).getTime()).toBeGreaterThan(Date.now());
    standIn.script.push('pair_rate_limited');
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, confirmation._id));
    await t.app.ctx.jobs.runDue();
    expect((await confirmationOf(created._id)).error).toMatch(/131056/);
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, confirmation._id));
    await t.app.ctx.jobs.runDue();
    confirmation = await confirmationOf(created._id);
    expect(confirmation).toMatchObject({ state: 'sent', attempts: 3, whatsapp: { status: 'accepted' } });
    expect(standIn.received.filter((m) => m.id)).toHaveLength(1);
    expect(mailsTo(t, clientEmail)).toHaveLength(mailsBefore);
  });

  it('WhatsApp down (5xx) three times: the confirmation goes by e-mail in its third try, about 1.5 min in', async () => {
    standIn.script.push('server_error', 'server_error', 'server_error');
    const mailsBefore = mailsTo(t, clientEmail).length;
    const created = await bookAhead();
    await t.app.ctx.jobs.runDue();
    let confirmation = await confirmationOf(created._id);
    expect(confirmation).toMatchObject({ state: 'retrying', attempts: 1, channel: 'whatsapp' });
    for (const _try of [2, 3]) {
      await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, confirmation._id));
      await t.app.ctx.jobs.runDue();
    }
    confirmation = await confirmationOf(created._id);
    expect(confirmation).toMatchObject({ state: 'sent', attempts: 3 });
    expect(confirmation.whatsapp).toMatchObject({ status: 'failed', fell_back_to_email: true });
    await waitForMails(t, clientEmail, mailsBefore + 1);
  });

  it('a client who did not choose WhatsApp gets e-mail', async () => {
    await setChannel('email');
    const mailsBefore = mailsTo(t, clientEmail).length;
    await bookAhead();
    await t.app.ctx.jobs.runDue();
    expect(standIn.received).toHaveLength(0);
    await waitForMails(t, clientEmail, mailsBefore + 1);
    await setChannel('whatsapp');
  });
});

describe('the status webhook', () => {
  it('answers Meta’s subscription check only with the verify token', async () => {
    const check = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
      });
    const ok = await check(VERIFY);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    expect((await check('guess')).statusCode).toBe(403);
  });

  it('moves a message forward only, ignoring repeats and late events, and refuses a bad signature', async () => {
    const created = await bookAhead();
    await t.app.ctx.jobs.runDue();
    const wamid = standIn.received[0]!.id!;
    const status = async () => (await confirmationOf(created._id)).whatsapp!.status;
    expect((await postStatus(statusWebhookBody(wamid, 'sent'))).json()).toEqual({ data: { applied: 1 } });
    expect(await status()).toBe('sent');
    const forged = statusWebhookBody(wamid, 'read');
    const refused = await postStatus(forged, hubSignature('not-the-secret', forged));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('WHATSAPP_SIGNATURE_INVALID');
    expect((await postStatus(forged, '')).statusCode).toBe(401);
    expect(await status()).toBe('sent');
    await postStatus(statusWebhookBody(wamid, 'read'));
    // Delivered arrives after read, and read again: a replay changes nothing.
    expect((await postStatus(statusWebhookBody(wamid, 'delivered'))).json()).toEqual({
      data: { applied: 0 },
    });
    expect((await postStatus(statusWebhookBody(wamid, 'read'))).json()).toEqual({ data: { applied: 0 } });
    expect(await status()).toBe('read');
    const notWhatsApp = JSON.stringify({ hello: 'world' });
    expect((await postStatus(notWhatsApp)).statusCode).toBe(400);
    // An unknown message id (another server's) is acknowledged, not refused.
    expect((await postStatus(statusWebhookBody('wamid.unknown', 'read'))).json()).toEqual({
      data: { applied: 0 },
    });
  });

  it('a message WhatsApp could not deliver goes by e-mail once, however often the failure is reported', async () => {
    const created = await bookAhead();
    await t.app.ctx.jobs.runDue();
    const wamid = standIn.received[0]!.id!;
    const mailsBefore = mailsTo(t, clientEmail).length;
    const failed = statusWebhookBody(wamid, 'failed');
    expect((await postStatus(failed)).json()).toEqual({ data: { applied: 1 } });
    expect((await postStatus(failed)).json()).toEqual({ data: { applied: 0 } });
    await t.app.ctx.jobs.runDue();
    await t.app.ctx.jobs.runDue();
    const mails = await waitForMails(t, clientEmail, mailsBefore + 1);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.subject).toMatch(/confirmed/i);
    const { data } = await notificationsOf(t, created._id, w.token);
    expect(data.find((n) => n.channel === 'whatsapp')!.whatsapp).toMatchObject({
      status: 'failed',
      error: '131026 Message undeliverable: Message Undeliverable.',
      fell_back_to_email: true,
    });
    expect(data.filter((n) => n.mail === 'confirmed' && n.channel === 'email')).toHaveLength(1);
    expect(standIn.received).toHaveLength(1);
  });
});

describe('a series cancelled together', () => {
  it('names the first date and how many more; the e-mail in place of a failed message lists them all', async () => {
    const first = dayFromToday(day++);
    const created = await send(
      t,
      'POST',
      `${base}/series`,
      w.booking({ start: at(first, '15:00'), repeat: { count: 3 } }),
      w.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    const ids = created.json().data.appointment_ids as string[];
    await t.app.ctx.jobs.runDue();
    const cancelled = await send(
      t,
      'PATCH',
      `${base}/${ids[0]}/status`,
      { status: 'cancelled', series_scope: 'all' },
      w.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.ctx.jobs.runDue();
    const message = standIn.received.at(-1)!;
    expect(message.body.template.name).toBe('appointment_cancelled');
    const moments = [0, 7, 14].map((days) =>
      formatLongDateTime(
        new Date(Date.parse(at(first, '15:00')) + days * 86_400_000),
        'en-ve',
        'America/Caracas',
      ),
    );
    expect(message.body.template.components[0]!.parameters[3]!.text).toBe(
      `${moments[0]} (Venezuela Time) and 2 more appointments`,
    );
    const mailsBefore = mailsTo(t, clientEmail).length;
    await postStatus(statusWebhookBody(message.id!, 'failed'));
    await t.app.ctx.jobs.runDue();
    const mail = (await waitForMails(t, clientEmail, mailsBefore + 1)).at(-1)!;
    expect(mail.subject).toBe('Appointments cancelled: Salón Uno');
    expect(mail.text).toContain('3 of your appointments have been cancelled.');
    expect(mail.text).toContain(moments.map((moment) => `- ${moment}`).join('\n'));
  });
});

describe('a server without WhatsApp', () => {
  it('hides the option and answers the webhook 503', async () => {
    const plain = await createTestApp({ JOBS_WORKER: 'off' });
    try {
      const owner = await bookingWorld(plain, 'no.whatsapp@example.com');
      const salon = (await get(plain, `/api/v1/business/salon/one/${owner.salon._id}`, owner.token)).json()
        .data;
      expect(salon.whatsapp_available).toBe(false);
      const res = await plain.app.inject({
        method: 'POST',
        url: WEBHOOK,
        payload: '{}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('WHATSAPP_NOT_CONFIGURED');
    } finally {
      await plain.close();
    }
  });
});
