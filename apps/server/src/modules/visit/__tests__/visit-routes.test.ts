import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { get } from '../../../test/appointment-fixtures.js';
import { call, visitUrl, visitWorld, type VisitWorld } from '../../../test/visit-fixtures.js';

let t: TestApp;
let w: VisitWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await visitWorld(t, 'visit.routes@example.com');
  await w.setSalon({ phone: '+58 412-555 0199' });
});
afterAll(() => t.close());

const good = { stars: 5, comment: 'Excelente atención.', anonymous: true };

describe('GET /public/visit/:token', () => {
  it('shows the appointment to its client: salon, contact, service, employee, local time, price, policy', async () => {
    const { appointment, token } = await w.visit();
    const res = await call(t, 'GET', visitUrl(token));
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: appointment._id,
      status: appointment.status,
      date: appointment.date,
      time: '10:00',
      end_time: '10:45',
      time_zone: 'America/Caracas',
      salon: {
        name: 'Salón Uno',
        is_visit_address: false,
        contact: { phone: '+58 412-555 0199', whatsapp_url: 'https://wa.me/584125550199' },
      },
      service: { duration: 45, price_type: 'exact' },
      employee: { firstName: 'Ana' },
      client: { firstName: 'María' },
      price: appointment.price,
      total: appointment.price,
      cancel: { allowed: true, reason: null },
      review: { possible: false, given: false, reason: 'not_done' },
    });
    // Only the first names of people: nothing else of the client or the employee.
    expect(JSON.stringify(data)).not.toContain('González');
    expect(JSON.stringify(data)).not.toContain('client@example.com');
  });

  it('answers 404 VISIT_NOT_FOUND for an unknown token on every call, changing nothing', async () => {
    const before = (await get(t, '/api/v1/business/event-log?limit=100', w.token)).json().meta.total;
    for (const [method, rest, body] of [
      ['GET', '', undefined],
      ['GET', '/calendar.ics', undefined],
      ['POST', '/cancel', {}],
      ['POST', '/review', good],
    ] as const) {
      const res = await call(t, method, visitUrl('not-a-real-token', rest), body, '10.0.0.2');
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
      expect(res.json().code).toBe('VISIT_NOT_FOUND');
    }
    const after = (await get(t, '/api/v1/business/event-log?limit=100', w.token)).json().meta.total;
    expect(after).toBe(before);
  });

  it('limits guessing: after 10 unknown links an address gets 429, even for a real link', async () => {
    const { token } = await w.visit();
    for (let i = 0; i < 10; i++) {
      expect((await call(t, 'GET', visitUrl(`guess-${i}`), undefined, '10.0.0.3')).statusCode).toBe(404);
    }
    const res = await call(t, 'GET', visitUrl(token), undefined, '10.0.0.3');
    expect(res.statusCode).toBe(429);
    expect((await call(t, 'GET', visitUrl(token), undefined, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('GET /public/visit/:token/calendar.ics', () => {
  it('is a valid iCalendar file with UID <appointmentId>@salon and the visit’s times', async () => {
    const { appointment, token } = await w.visit();
    const res = await call(t, 'GET', visitUrl(token, '/calendar.ics'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('attachment');
    const event = new ICAL.Component(ICAL.parse(res.body)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(`${appointment._id}@salon`);
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe(new Date(appointment.start).toISOString());
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(event.getFirstPropertyValue('location'))).toContain(',');
  });
});

describe('POST /public/visit/:token/review', () => {
  it('takes one review of a done visit; the page then says it was given', async () => {
    const { appointment, token } = await w.visit();
    await w.setStatus(appointment._id, 'done');
    const page = (await call(t, 'GET', visitUrl(token))).json().data;
    expect(page.review).toEqual({ possible: true, given: false, reason: null });

    const res = await call(t, 'POST', visitUrl(token, '/review'), good);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.review).toEqual({ possible: false, given: true, reason: 'given' });
    const listed = (await get(t, `/api/v1/business/review?salon_id=${w.salon._id}`, w.token)).json().data;
    expect(listed).toEqual(
      expect.arrayContaining([expect.objectContaining({ appointment_id: appointment._id, anonymous: true })]),
    );

    const again = await call(t, 'POST', visitUrl(token, '/review'), good);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_EXISTS');
  });

  it('refuses a visit not done with 409 REVIEW_NOT_DONE', async () => {
    const { token } = await w.visit();
    const res = await call(t, 'POST', visitUrl(token, '/review'), good);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('REVIEW_NOT_DONE');
  });

  it('answers 400 with field errors for stars outside 1–5 or an empty comment', async () => {
    const { appointment, token } = await w.visit();
    await w.setStatus(appointment._id, 'done');
    for (const body of [
      { ...good, stars: 6 },
      { ...good, stars: 0 },
      { ...good, comment: '   ' },
      { ...good, comment: 'x'.repeat(1001) },
    ]) {
      const res = await call(t, 'POST', visitUrl(token, '/review'), body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const page = (await call(t, 'GET', visitUrl(token))).json().data;
    expect(page.review.given).toBe(false);
  });
});
