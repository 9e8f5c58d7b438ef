import { formatLongDateTime } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEvents, at, dayFromToday, get } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  askCode,
  bookableWorld,
  bookedOnline,
  bookingBody,
  bookOnline,
  clientEmail,
  clientFields,
  clientsWithEmail,
  errorOf,
  pub,
  stored,
  type BookableWorld,
  waitForMail,
  type SlotWire,
} from '../../../test/booking-fixtures.js';
import { icsOf, mailsTo, waitForMails } from '../../../test/notification-fixtures.js';
import type { LoggedEvent } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { visitUrl } from '../../../test/visit-fixtures.js';
import { clients } from '../../../db/tables/client.table.js';

/** The online booking itself: the code, the booking, what it writes and mails, and what it refuses. */
let t: TestApp;
let w: BookableWorld;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'booking.book@example.com');
});
afterAll(() => t.close());

const iso = (value: string) => new Date(value).toISOString();
const post = (body: unknown) => pub(t, 'POST', w.url('/booking'), body);
const freeStarts = async (day: string) => {
  const res = await pub(t, 'GET', w.url(`/availability?service_ids=${w.service._id}&from=${day}&to=${day}`));
  return new Set((res.json().data.slots as SlotWire[]).map((slot) => slot.start));
};

describe('POST /public/salon/:slug/otp', () => {
  it('mails a 6-digit code in the language of the request, naming the salon', async () => {
    const english = clientEmail('code.en');
    const { code, mail } = await askCode(t, w.slug, english, { language: 'en-ve' });
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`Your code to book at Salón Uno: ${code}`);
    expect(mail.text).toContain('expires in 10 minutes');

    const spanish = clientEmail('code.es');
    const other = await askCode(t, w.slug, spanish, { language: 'es-ve' });
    expect(other.mail.subject).toBe(`Tu código para reservar en Salón Uno: ${other.code}`);
  });

  it('refuses a second code within a minute (429 OTP_TOO_SOON), mailing nothing more', async () => {
    const email = clientEmail('code.soon');
    await askCode(t, w.slug, email);
    const again = await pub(t, 'POST', w.url('/otp'), { email });
    expect(again.statusCode).toBe(429);
    expect(errorOf(again).code).toBe('OTP_TOO_SOON');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(t, email)).toHaveLength(1);
  });

  it('answers 400 with a field error for a malformed e-mail', async () => {
    const res = await pub(t, 'POST', w.url('/otp'), { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details?.map((detail) => detail.field)).toEqual(['email']);
  });
});

describe('POST /public/salon/:slug/booking', () => {
  it('books "anyone": reserved, source online, a new client, the log by the client, the mails', async () => {
    const email = clientEmail('new');
    const start = at(dayFromToday(7), '10:00');
    const before = await stored(t, w.salon._id);
    const data = await bookedOnline(t, w, {
      start,
      client: clientFields(email),
      note: 'Primera vez',
    });
    expect(data).toMatchObject({
      status: 'reserved',
      start: iso(start),
      end: iso(at(dayFromToday(7), '10:45')),
      time_zone: 'America/Caracas',
      employee: { name: 'Ana' },
      services: [{ name: w.service.name, price: 20, start: iso(start), price_type: 'exact' }],
      travel_fee: null,
      total: 20,
    });
    expect(data.visit_token).toMatch(/^[\w-]{43}$/);

    // One client and one appointment more, written as the client's.
    expect(await stored(t, w.salon._id)).toEqual({
      appointments: before.appointments + 1,
      clients: before.clients + 1,
    });
    const [client] = await clientsWithEmail(t, w.salon._id, email);
    expect(client).toMatchObject({ firstName: 'Lucía', lastName: 'Méndez', phone: '+584145550123' });
    const row = (await appointmentsOf(t, w.salon._id)).find((a) => a.startsAt.toISOString() === iso(start))!;
    expect(row).toMatchObject({
      source: 'online',
      status: 'reserved',
      clientId: client!.id,
      employeeId: w.employeeId,
      priceCents: 2000,
      note: 'Primera vez',
      clientPhone: '+584145550123',
    });

    const events = (await get(t, '/api/v1/business/event-log?limit=100', w.token)).json()
      .data as (LoggedEvent & { triggered_by: { _id: string | null; name: string } })[];
    const created = events.find((e) => e.affected_area === 'client' && e.entity_id === client!.id)!;
    expect(created.triggered_by).toEqual({ _id: null, name: 'Lucía Méndez' });
    expect(created.details).toMatchObject({ by: 'client', client_id: client!.id, source: 'online', email });
    const booked = events.find((e) => e.affected_area === 'appointment' && e.entity_id === row.id)!;
    expect(booked.action).toBe('create');
    expect(booked.details).toMatchObject({ by: 'client', status: 'reserved', source: 'online', price: 20 });

    // The visit page opens with the token answered.
    const visit = await pub(t, 'GET', visitUrl(data.visit_token));
    expect(visit.json().data).toMatchObject({ _id: row.id, status: 'reserved' });
    // The time is no longer offered (Ana is the only one who performs the service).
    expect((await freeStarts(dayFromToday(7))).has(iso(start))).toBe(false);

    // Mails go by the job queue: the client's confirmation with its .ics, the owner's notice.
    expect(mailsTo(t, email).filter((mail) => mail.subject.includes('confirmed'))).toHaveLength(0);
    await t.app.ctx.jobs.runDue();
    const [, confirmation] = await waitForMails(t, email, 2); // the code, then the confirmation
    expect(confirmation!.subject).toBe('Appointment confirmed: Salón Uno');
    expect(confirmation!.text).toContain('Hello Lucía');
    expect(confirmation!.text).toContain(`https://salon.test/en-ve/visit/${data.visit_token}`);
    expect(icsOf(confirmation!)).toMatchObject({ uid: `${row.id}@salon`, sequence: 0, start: iso(start) });
    const owner = await waitForMail(t, w.email, (subject) => subject.includes('online booking'));
    expect(owner.subject).toBe('Salón Uno: new online booking from Lucía Méndez');
    expect(owner.text).toContain(
      `for ${formatLongDateTime(start, 'en-ve', 'America/Caracas')} (Venezuela Time).`,
    );
    expect(owner.text).toContain('10:00 AM (Venezuela Time)');
  });

  it('matches a returning client by e-mail and keeps the name the salon has', async () => {
    const email = `${w.email.split('@')[0]}.client@example.com`;
    const before = await stored(t, w.salon._id);
    const start = at(dayFromToday(8), '11:00');
    await bookedOnline(t, w, {
      start,
      client: clientFields(email, { firstName: 'Otro', lastName: 'Nombre' }),
    });
    expect(await stored(t, w.salon._id)).toEqual({
      appointments: before.appointments + 1,
      clients: before.clients,
    });
    const [client] = await t.db.select().from(clients).where(eq(clients.id, w.client._id));
    expect(client).toMatchObject({ firstName: 'María', lastName: 'González', email });
    const row = (await appointmentsOf(t, w.salon._id)).find((a) => a.startsAt.toISOString() === iso(start))!;
    expect(row.clientId).toBe(w.client._id);
    const booked = (await appointmentEvents(t, w.token)).find((e) => e.entity_id === row.id)!;
    expect(booked.details).toMatchObject({ by: 'client', client: 'María González' });
  });

  it('with online approval the booking waits as pending and the owner is asked to approve', async () => {
    await w.setSalon({ onlineApproval: 1 });
    try {
      const start = at(dayFromToday(9), '15:00');
      const email = clientEmail('request');
      const data = await bookedOnline(t, w, { start, client: clientFields(email) });
      expect(data.status).toBe('pending');
      const row = (await appointmentsOf(t, w.salon._id)).find(
        (a) => a.startsAt.toISOString() === iso(start),
      )!;
      expect(row).toMatchObject({ status: 'pending', source: 'online' });
      await t.app.ctx.jobs.runDue();
      const asked = await waitForMail(t, w.email, (subject) => subject.includes('(to approve)'));
      expect(asked.subject).toBe('Salón Uno: Lucía Méndez asks for an appointment (to approve)');
      expect(mailsTo(t, w.email).filter((mail) => mail.subject.includes('(to approve)'))).toHaveLength(1);
      expect(asked.text).toContain(
        `${formatLongDateTime(start, 'en-ve', 'America/Caracas')} (Venezuela Time)`,
      );
      expect(asked.text).toContain('3:00 PM (Venezuela Time)');
      // The client is told it is a request, not a confirmation, and the calendar entry is tentative.
      const request = await waitForMail(t, email, (subject) =>
        subject.startsWith('Appointment request received'),
      );
      expect(request.text).toContain('The salon will confirm it soon.');
      expect(mailsTo(t, email).some((mail) => mail.subject.startsWith('Appointment confirmed'))).toBe(false);
    } finally {
      await w.setSalon({ onlineApproval: 0 });
    }
  });
});

describe('the code', () => {
  it('a wrong code is 400 OTP_INVALID and stores nothing; the right one still books', async () => {
    const email = clientEmail('wrong');
    const { code } = await askCode(t, w.slug, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = bookingBody(w, wrong, { start: at(dayFromToday(10), '09:00'), client: clientFields(email) });
    const before = await stored(t, w.salon._id);
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('OTP_INVALID');
    expect(await stored(t, w.salon._id)).toEqual(before);
    expect((await post({ ...body, code })).statusCode).toBe(200);
  });

  it('is used once: a second booking with the same code is refused (400) and stores nothing', async () => {
    const email = clientEmail('twice');
    const { code } = await askCode(t, w.slug, email);
    const body = bookingBody(w, code, { start: at(dayFromToday(10), '10:00'), client: clientFields(email) });
    expect((await post(body)).statusCode).toBe(200);
    const before = await stored(t, w.salon._id);
    const again = await post({ ...body, start: at(dayFromToday(10), '15:00') });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).code).toBe('OTP_INVALID');
    expect(await stored(t, w.salon._id)).toEqual(before);
  });
});

describe('the time', () => {
  it('refuses inside the notice (400 BOOKING_TOO_SOON) and past the window (400 BOOKING_TOO_FAR)', async () => {
    const email = clientEmail('bounds');
    const { code } = await askCode(t, w.slug, email);
    const before = await stored(t, w.salon._id);
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    for (const [start, expected] of [
      [soon, 'BOOKING_TOO_SOON'],
      [at(dayFromToday(61), '10:00'), 'BOOKING_TOO_FAR'],
    ] as const) {
      const res = await post(bookingBody(w, code, { start, client: clientFields(email) }));
      expect(res.statusCode, start).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: expected, details: [{ field: 'start' }] });
    }
    expect(await stored(t, w.salon._id)).toEqual(before);
    // Refusals before the code is looked at leave it usable.
    const ok = await post(
      bookingBody(w, code, { start: at(dayFromToday(11), '10:00'), client: clientFields(email) }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('a taken time is 409 BOOKING_SLOT_TAKEN offering times that really are free', async () => {
    const start = at(dayFromToday(12), '10:00');
    await bookedOnline(t, w, { start });
    const before = await stored(t, w.salon._id);
    const res = await bookOnline(t, w, { start });
    expect(res.statusCode).toBe(409);
    const error = errorOf(res);
    expect(error.code).toBe('BOOKING_SLOT_TAKEN');
    expect(await stored(t, w.salon._id)).toEqual(before);

    const next = (error.details ?? []).map((detail) => {
      expect(detail.field).toBe('next_time');
      return detail.message;
    });
    expect(next.length).toBeGreaterThan(0);
    expect(next.length).toBeLessThanOrEqual(6);
    expect(next).not.toContain(iso(start));
    const free = new Set([...(await freeStarts(dayFromToday(12))), ...(await freeStarts(dayFromToday(13)))]);
    for (const time of next) expect(free.has(time), time).toBe(true);
    const taken = await bookedOnline(t, w, { start: next[0] });
    expect(taken.start).toBe(next[0]);
  });

  it('a time nobody works (outside the hours, off the grid) is not free either (409)', async () => {
    for (const start of [at(dayFromToday(14), '21:00'), at(dayFromToday(14), '10:07')]) {
      const res = await bookOnline(t, w, { start });
      expect(res.statusCode, start).toBe(409);
      expect(errorOf(res).code).toBe('BOOKING_SLOT_TAKEN');
    }
  });
});
