import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  get,
  performingLogin,
} from '../../../test/appointment-fixtures.js';
import { multipart, sendMultipart } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { notificationsOf } from '../../../test/notification-fixtures.js';

/** GET /appointment/{id}/notifications: the access of GET /appointment/{id}; mail failures never fail a booking. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let stranger: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'notify.routes@example.com');
  stranger = await bookingWorld(t, 'notify.stranger@example.com');
});
afterAll(() => t.close());

describe('the salon’s reminder setting', () => {
  const salonUrl = () => `/api/v1/business/salon/${w.salon._id}`;
  it('takes 2, 24 or 48 hours, or off (null); anything else is refused', async () => {
    const put = (value: string) =>
      sendMultipart(t.app, 'PUT', salonUrl(), multipart({ reminder_lead_hours: value }), w.token);
    const one = await get(t, `/api/v1/business/salon/one/${w.salon._id}`, w.token);
    expect(one.json().data.reminder_lead_hours).toBe(24);
    expect((await put('48')).json().data.reminder_lead_hours).toBe(48);
    expect((await put('off')).json().data.reminder_lead_hours).toBeNull();
    expect((await put('5')).statusCode).toBe(400);
    expect((await put('2')).json().data.reminder_lead_hours).toBe(2);
    await put('24');
  });
});

describe('access', () => {
  it('basic sees its own appointment’s notifications, not another’s (404)', async () => {
    const basic = await performingLogin(t, w, 'basic');
    const own = await book(
      t,
      w.token,
      w.booking({ employee_id: basic.employeeId, start: at(dayFromToday(6), '10:00') }),
    );
    const other = await book(t, w.token, w.booking({ start: at(dayFromToday(6), '10:00') }));
    expect((await get(t, `${base}/${own._id}/notifications`, basic.token)).statusCode).toBe(200);
    const res = await get(t, `${base}/${other._id}/notifications`, basic.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('APPOINTMENT_NOT_FOUND');
  });

  it('another company’s owner gets 404, no token 401, a bad id 400', async () => {
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(7), '10:00') }));
    expect((await get(t, `${base}/${created._id}/notifications`, stranger.token)).statusCode).toBe(404);
    expect((await get(t, `${base}/${created._id}/notifications`)).statusCode).toBe(401);
    expect((await get(t, `${base}/not-an-id/notifications`, w.token)).statusCode).toBe(400);
  });
});

describe('SMTP down', () => {
  it('the booking succeeds; its confirmation shows retrying with the reason, then the reminder stays planned', async () => {
    // The SMTP server stops: every mail now fails to connect.
    await t.mail.close();
    const created = await book(t, w.token, w.booking({ start: at(dayFromToday(5), '10:00') }));
    await t.app.ctx.jobs.runDue();
    const { data, whatsapp } = await notificationsOf(t, created._id, w.token);
    const confirmed = data.find((n) => n.mail === 'confirmed')!;
    expect(confirmed).toMatchObject({ state: 'retrying', attempts: 1 });
    expect(confirmed.error).toMatch(/ECONNREFUSED|connect/i);
    expect(new Date(confirmed.run_at).getTime()).toBeGreaterThan(Date.now());
    expect(data.find((n) => n.mail === 'reminder')).toMatchObject({ state: 'queued', attempts: 0 });
    expect((await get(t, `${base}/${created._id}`, w.token)).statusCode).toBe(200);
    expect(whatsapp!.phone_digits).toBe('584125550101');
    expect(whatsapp!.url).toBe(`https://wa.me/584125550101?text=${encodeURIComponent(whatsapp!.text)}`);
    expect(whatsapp!.text).toContain('Salón Uno');
    expect(whatsapp!.text).toMatch(/\/en-ve\/visit\//);
  });
});
