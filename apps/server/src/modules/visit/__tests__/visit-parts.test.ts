import type { VisitWire } from '@salon/core';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alsoDoes,
  appointmentEvents,
  at,
  base,
  dayFromToday,
  get,
  send,
  WEEK,
} from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields,
  pub,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { icsOf, mailsTo, reminderJobs, waitForMails } from '../../../test/notification-fixtures.js';
import { addPerformer, createService } from '../../../test/service-fixtures.js';
import { issueVisitToken } from '../../notification/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { visitUrl } from '../../../test/visit-fixtures.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/**
 * Several services booked at once are one visit — one confirmation listing every part, one
 * reminder, one link whose page shows the whole visit, and "change the time" and cancel apply to all of it.
 */
let t: TestApp;
let w: BookableWorld;
let manicureId: string;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'visit.parts@example.com');
  const manicure = await createService(t, w.token, w.salon._id, w.group._id, {
    name: 'Manicure',
    regular_price: 12,
    discount_price: null,
    duration: 30,
  });
  manicureId = manicure._id;
  await alsoDoes(t, w.employeeId, w.company._id, manicureId);
});
afterAll(() => t.close());

const iso = (value: string) => new Date(value).toISOString();
const page = async (token: string) => (await pub(t, 'GET', visitUrl(token))).json().data as VisitWire;
const partsOf = (visitId: string) =>
  t.db.select().from(appointments).where(eq(appointments.visitId, visitId)).orderBy(appointments.startsAt);

/** Cut (45 min, $20) then manicure (30 min, $12) at 10:00 Caracas, `days` from today, by a new client. */
async function bookVisit(days: number) {
  const email = clientEmail('visit');
  const start = at(dayFromToday(days), '10:00');
  const data = await bookedOnline(t, w, {
    start,
    service_ids: [w.service._id, manicureId],
    client: clientFields(email),
  });
  const visit = await page(data.visit_token);
  return { email, token: data.visit_token, id: visit._id, start, visit };
}

describe('a visit of several services', () => {
  it('is one visit: grouped rows, one confirmation listing both, one reminder', async () => {
    const { email, id, visit } = await bookVisit(7);
    const rows = await partsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.visitId === id)).toBe(true);
    expect(rows[0]!.id).toBe(id);
    await t.app.ctx.jobs.runDue();
    const mails = await waitForMails(t, email, 2); // the code, then the one confirmation
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(t, email)).toHaveLength(2);
    const confirmation = mails[1]!;
    expect(confirmation.text).toContain(w.service.name);
    expect(confirmation.text).toContain('Manicure');
    expect(confirmation.text).toMatch(/Total: \$\s?32[.,]00/);
    expect(icsOf(confirmation).start).toBe(iso(at(dayFromToday(7), '10:00')));
    expect(confirmation.attachments[0]!.content).toMatch(/DTEND:\d{8}T151500Z/);
    expect(await reminderJobs(t, rows[0]!.id)).toHaveLength(1);
    expect(await reminderJobs(t, rows[1]!.id)).toHaveLength(0);

    // The page shows the whole visit: both parts, the visit's end and total.
    expect(visit.parts.map((part) => [part.service.name, part.time, part.end_time, part.price])).toEqual([
      [w.service.name, '10:00', '10:45', 20],
      ['Manicure', '10:45', '11:15', 12],
    ]);
    expect(visit).toMatchObject({ time: '10:00', end_time: '11:15', price: 32, total: 32 });
  });

  it('moves whole: both parts by the same time, one "changed" mail', async () => {
    const { email, token, id } = await bookVisit(8);
    await t.app.ctx.jobs.runDue();
    await waitForMails(t, email, 2);
    const later = at(dayFromToday(8), '15:00');
    const res = await pub(t, 'POST', visitUrl(token, '/reschedule'), { start: later });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await partsOf(id);
    expect(rows.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])).toEqual([
      [iso(later), iso(at(dayFromToday(8), '15:45'))],
      [iso(at(dayFromToday(8), '15:45')), iso(at(dayFromToday(8), '16:15'))],
    ]);
    await t.app.ctx.jobs.runDue();
    const mails = await waitForMails(t, email, 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(t, email)).toHaveLength(3);
    expect(mails[2]!.text).toContain('Manicure');
    // Moving back earlier also works (the first part moves first then).
    const back = await pub(t, 'POST', visitUrl(token, '/reschedule'), {
      start: at(dayFromToday(8), '09:00'),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await partsOf(id)).map((row) => row.startsAt.toISOString())).toEqual([
      iso(at(dayFromToday(8), '09:00')),
      iso(at(dayFromToday(8), '09:45')),
    ]);
  });

  it('cancels whole: every part, one cancellation counted, one mail', async () => {
    const { email, token, id } = await bookVisit(9);
    await t.app.ctx.jobs.runDue();
    await waitForMails(t, email, 2);
    const res = await pub(t, 'POST', visitUrl(token, '/cancel'));
    expect(res.statusCode, res.body).toBe(200);
    const rows = await partsOf(id);
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'cancelled']);
    const events = (await appointmentEvents(t, w.token)).filter((event) =>
      rows.some((row) => row.id === event.entity_id),
    );
    expect(events.filter((event) => event.action === 'cancel')).toHaveLength(1);
    await t.app.ctx.jobs.runDue();
    const mails = await waitForMails(t, email, 3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(t, email)).toHaveLength(3);
    expect(icsOf(mails[2]!).method).toBe('CANCEL');
    expect(mails[2]!.text).toContain('Manicure');
  });

  it('tells the client of a part the staff cancel through the visit, which then lists the rest', async () => {
    const { email, token, id } = await bookVisit(10);
    await t.app.ctx.jobs.runDue();
    await waitForMails(t, email, 2);
    const [, second] = await partsOf(id);
    const res = await send(t, 'PATCH', `${base}/${second!.id}/status`, { status: 'cancelled' }, w.token);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.ctx.jobs.runDue();
    const mails = await waitForMails(t, email, 3);
    expect(mails[2]!.subject).toMatch(/modificada|changed/i);
    expect(mails[2]!.text).not.toContain('Manicure');
    const visit = await page(token);
    expect(visit).toMatchObject({ end_time: '10:45', total: 20 });
    expect(
      (
        await t.db
          .select()
          .from(appointments)
          .where(inArray(appointments.id, [id]))
      ).map((row) => row.status),
    ).toEqual(['reserved']);
  });
});

describe('the staff and a visit', () => {
  it('name the visit on each part, and move it whole from any part, or one part alone', async () => {
    const { id } = await bookVisit(11);
    const [, second] = await partsOf(id);
    const got = await get(t, `${base}/${second!.id}`, w.token);
    expect(got.json().data.visit_id).toBe(id);
    // Moving the manicure (10:45) to 14:45 with the whole visit moves the cut to 14:00 too.
    const day = dayFromToday(11);
    const res = await send(
      t,
      'PUT',
      `${base}/${second!.id}`,
      { start: at(day, '14:45'), whole_visit: true },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await partsOf(id)).map((row) => row.startsAt.toISOString())).toEqual([
      iso(at(day, '14:00')),
      iso(at(day, '14:45')),
    ]);
    // Without it, only that part moves.
    const alone = await send(t, 'PUT', `${base}/${second!.id}`, { start: at(day, '16:00') }, w.token);
    expect(alone.statusCode, alone.body).toBe(200);
    expect((await partsOf(id)).map((row) => row.startsAt.toISOString())).toEqual([
      iso(at(day, '14:00')),
      iso(at(day, '16:00')),
    ]);
  });

  it('leaves a visit shared by two employees for the salon to move (reason shared)', async () => {
    const bea = await addPerformer(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      serviceIds: [manicureId],
      firstName: 'Bea',
      schedule: WEEK,
    });
    const res = await send(
      t,
      'POST',
      base,
      w.booking({
        start: at(dayFromToday(13), '10:00'),
        next_services: [{ service_id: manicureId, employee_id: bea }],
      }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const token = await issueVisitToken(t.db, res.json().data._id, w.company._id);
    expect((await page(token)).reschedule).toEqual({ allowed: false, reason: 'shared' });
  });

  it('refuses a whole move into a taken time, moving no part', async () => {
    const { id } = await bookVisit(12);
    const day = dayFromToday(12);
    // Someone else at 15:00: the manicure would land on 15:15.
    const taken = await send(t, 'POST', base, w.booking({ start: at(day, '15:00') }), w.token);
    expect(taken.statusCode, taken.body).toBe(200);
    const res = await send(
      t,
      'PUT',
      `${base}/${id}`,
      { start: at(day, '14:30'), whole_visit: true },
      w.token,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('APPOINTMENT_CONFLICT');
    expect((await partsOf(id)).map((row) => row.startsAt.toISOString())).toEqual([
      iso(at(day, '10:00')),
      iso(at(day, '10:45')),
    ]);
  });
});
