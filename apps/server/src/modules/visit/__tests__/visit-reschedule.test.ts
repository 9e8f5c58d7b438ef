import { formatLongDateTime, type VisitWire } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEvents, at, book, dayFromToday } from '../../../test/appointment-fixtures.js';
import {
  bookableWorld,
  bookedOnline,
  clientEmail,
  clientFields,
  errorOf,
  pub,
  waitForMail,
  type BookableWorld,
  type SlotWire,
} from '../../../test/booking-fixtures.js';
import { icsOf, mailsTo, reminderJobs, waitForMails } from '../../../test/notification-fixtures.js';
import { setPlan } from '../../../test/promotion-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { visitUrl } from '../../../test/visit-fixtures.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/** The client moves a visit booked online from its page: what changes, who is told, and when it is refused. */
let t: TestApp;
let w: BookableWorld;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'visit.move@example.com');
  await w.setSalon({ phone: '0412 555 0177' });
});
afterAll(() => t.close());

const iso = (value: string) => new Date(value).toISOString();
const HOUR = 3_600_000;

/** A visit booked online by a new client at `time` Caracas, `days` from today. */
async function onlineVisit(days: number, time = '10:00') {
  const email = clientEmail('mover');
  const data = await bookedOnline(t, w, { start: at(dayFromToday(days), time), client: clientFields(email) });
  const page = (await pub(t, 'GET', visitUrl(data.visit_token))).json().data as VisitWire;
  return { email, token: data.visit_token, id: page._id, page };
}
const visitPage = async (token: string) => (await pub(t, 'GET', visitUrl(token))).json().data as VisitWire;
const move = (token: string, start: string) => pub(t, 'POST', visitUrl(token, '/reschedule'), { start });
const visitTimes = (token: string, day: string) =>
  pub(t, 'GET', visitUrl(token, `/availability?from=${day}&to=${day}`));
const bookingTimes = async (day: string) => {
  const res = await pub(t, 'GET', w.url(`/availability?service_ids=${w.service._id}&from=${day}&to=${day}`));
  return (res.json().data.slots as SlotWire[]).map((slot) => slot.start);
};
const rowOf = async (id: string) =>
  (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

/** 409 VISIT_RESCHEDULE_CLOSED with the reason and the salon's contact. */
function closedReason(res: Awaited<ReturnType<typeof move>>) {
  expect(res.statusCode, res.body).toBe(409);
  const body = errorOf(res);
  expect(body.code).toBe('VISIT_RESCHEDULE_CLOSED');
  expect(body.details).toEqual(
    expect.arrayContaining([expect.objectContaining({ field: 'phone', message: '0412 555 0177' })]),
  );
  return body.details?.find((detail) => detail.field === 'reason')?.message;
}

describe('POST /public/visit/:token/reschedule', () => {
  it('moves the visit: the old time is free, the client and the owner are told, the reminder follows', async () => {
    const visit = await onlineVisit(7);
    expect(visit.page.reschedule).toEqual({ allowed: true, reason: null });
    await t.app.ctx.jobs.runDue();
    const [, confirmation] = await waitForMails(t, visit.email, 2);
    const first = icsOf(confirmation!);
    expect(first.uid).toBe(`${visit.id}@salon`);
    const [oldReminder] = (await reminderJobs(t, visit.id)).filter((job) => job.state === 'queued');
    expect(oldReminder!.runAt.getTime()).toBe(new Date(at(dayFromToday(7), '10:00')).getTime() - 24 * HOUR);

    // The visit's own times: its employee and length.
    const target = iso(at(dayFromToday(8), '15:00'));
    const times = await visitTimes(visit.token, dayFromToday(8));
    expect(times.statusCode).toBe(200);
    expect(times.json().data).toMatchObject({ time_zone: 'America/Caracas', duration: 45 });
    expect((times.json().data.slots as SlotWire[]).map((slot) => slot.start)).toContain(target);
    expect(await bookingTimes(dayFromToday(7))).not.toContain(iso(at(dayFromToday(7), '10:00')));

    const res = await move(visit.token, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: visit.id,
      date: dayFromToday(8),
      time: '15:00',
      end_time: '15:45',
      start: target,
      status: 'reserved',
      reschedule: { allowed: true, reason: null },
    });
    const row = await rowOf(visit.id);
    expect(row.startsAt.toISOString()).toBe(target);
    expect(row.endsAt.toISOString()).toBe(iso(at(dayFromToday(8), '15:45')));
    expect(row.employeeId).toBe(w.employeeId);
    // The old time is offered again; the new one is not.
    expect(await bookingTimes(dayFromToday(7))).toContain(iso(at(dayFromToday(7), '10:00')));
    expect(await bookingTimes(dayFromToday(8))).not.toContain(target);

    // The reminder moved with the visit: one queued, 24 h before the new start.
    const reminders = (await reminderJobs(t, visit.id)).filter((job) => job.state === 'queued');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.runAt.getTime()).toBe(new Date(target).getTime() - 24 * HOUR);

    await t.app.ctx.jobs.runDue();
    const changed = await waitForMail(t, visit.email, (subject) => subject.startsWith('Appointment changed'));
    expect(changed.subject).toBe('Appointment changed: Salón Uno');
    const ics = icsOf(changed);
    expect(ics.uid).toBe(first.uid);
    expect(ics.sequence).toBeGreaterThan(first.sequence);
    expect(ics.start).toBe(target);
    const owner = await waitForMail(t, w.email, (subject) => subject.includes('changed the time'));
    expect(owner.subject).toBe('Salón Uno: Lucía Méndez changed the time of their appointment');
    const moment = (day: number, time: string) =>
      formatLongDateTime(at(dayFromToday(day), time), 'en-ve', 'America/Caracas');
    expect(owner.text).toContain(`from ${moment(7, '10:00')} to ${moment(8, '15:00')} (Venezuela Time).`);
    expect(owner.text).toMatch(/from \w+, \w+ \d+ at 10:00 AM to \w+, \w+ \d+ at 3:00 PM \(Venezuela Time\)/);

    const entry = (await appointmentEvents(t, w.token)).find(
      (event) => event.entity_id === visit.id && event.action === 'update',
    ) as unknown as { triggered_by: { _id: string | null; name: string }; details: Record<string, unknown> };
    expect(entry.triggered_by).toEqual({ _id: null, name: 'Lucía Méndez' });
    expect(entry.details).toMatchObject({
      by: 'client',
      start: { from: iso(at(dayFromToday(7), '10:00')), to: target },
    });
  });

  it('refuses a taken time (409 BOOKING_SLOT_TAKEN, with free times) and leaves the visit as it was', async () => {
    const visit = await onlineVisit(10);
    const taken = at(dayFromToday(9), '11:00');
    await book(t, w.token, w.booking({ start: taken }));
    const before = await rowOf(visit.id);
    const times = (await visitTimes(visit.token, dayFromToday(9))).json().data.slots as SlotWire[];
    expect(times.map((slot) => slot.start)).not.toContain(iso(taken));

    const res = await move(visit.token, taken);
    expect(res.statusCode).toBe(409);
    const body = errorOf(res);
    expect(body.code).toBe('BOOKING_SLOT_TAKEN');
    const next = (body.details ?? []).map((detail) => detail.message);
    expect(next.length).toBeGreaterThan(0);
    expect(next).not.toContain(iso(taken));
    expect(await rowOf(visit.id)).toMatchObject({ startsAt: before.startsAt, endsAt: before.endsAt });
  });

  it('keeps to the booking window and notice (400 BOOKING_TOO_FAR / BOOKING_TOO_SOON)', async () => {
    const visit = await onlineVisit(11);
    const far = await move(visit.token, at(dayFromToday(70), '10:00'));
    expect(far.statusCode).toBe(400);
    expect(errorOf(far).code).toBe('BOOKING_TOO_FAR');
    const soon = await move(visit.token, new Date(Date.now() + HOUR).toISOString());
    expect(soon.statusCode).toBe(400);
    expect(errorOf(soon).code).toBe('BOOKING_TOO_SOON');
    expect((await rowOf(visit.id)).startsAt.toISOString()).toBe(iso(at(dayFromToday(11), '10:00')));
  });
});

describe('when the visit can no longer be moved online', () => {
  it('inside the cancellation notice when the policy is in force: reason notice', async () => {
    const visit = await onlineVisit(7, '11:00');
    await setPlan(t, w.company._id, 'standard_plan');
    await w.setSalon({ usePenalty: 1, cancelsAllowed: 5, cancelNoticeHours: 24 * 30 });
    try {
      expect((await visitPage(visit.token)).reschedule).toEqual({ allowed: false, reason: 'notice' });
      expect(closedReason(await visitTimes(visit.token, dayFromToday(12)))).toBe('notice');
      expect(closedReason(await move(visit.token, at(dayFromToday(12), '10:00')))).toBe('notice');
      // A notice the visit is not inside yet allows it.
      await w.setSalon({ cancelNoticeHours: 24 });
      expect((await visitPage(visit.token)).reschedule).toEqual({ allowed: true, reason: null });
    } finally {
      await w.setSalon({ usePenalty: 0, cancelNoticeHours: 24 });
    }
  });

  it('without the policy, inside the booking notice: reason notice (the cancellation notice does not count)', async () => {
    const visit = await onlineVisit(7, '15:00');
    await w.setSalon({ usePenalty: 0, cancelNoticeHours: 24 * 30 });
    expect((await visitPage(visit.token)).reschedule).toEqual({ allowed: true, reason: null });
    await w.setSalon({ bookingNoticeMinutes: 10 * 24 * 60 });
    try {
      expect((await visitPage(visit.token)).reschedule).toEqual({ allowed: false, reason: 'notice' });
      expect(closedReason(await move(visit.token, at(dayFromToday(12), '10:00')))).toBe('notice');
    } finally {
      await w.setSalon({ bookingNoticeMinutes: 120, cancelNoticeHours: 24 });
    }
  });

  it('a cancelled visit: reason status', async () => {
    const visit = await onlineVisit(13);
    expect((await pub(t, 'POST', visitUrl(visit.token, '/cancel'), {})).statusCode).toBe(200);
    expect((await visitPage(visit.token)).reschedule).toEqual({ allowed: false, reason: 'status' });
    expect(closedReason(await move(visit.token, at(dayFromToday(14), '10:00')))).toBe('status');
  });

  it('a visit already started: reason started', async () => {
    const visit = await onlineVisit(13, '15:00');
    const past = new Date(Date.now() - HOUR);
    await t.db
      .update(appointments)
      .set({ startsAt: past, endsAt: new Date(past.getTime() + 45 * 60_000) })
      .where(eq(appointments.id, visit.id));
    expect((await visitPage(visit.token)).reschedule).toEqual({ allowed: false, reason: 'started' });
  });

  it('the salon’s online booking turned off: reason closed', async () => {
    const visit = await onlineVisit(15);
    await w.setSalon({ onlineBooking: 0 });
    try {
      expect((await visitPage(visit.token)).reschedule).toEqual({ allowed: false, reason: 'closed' });
      expect(closedReason(await move(visit.token, at(dayFromToday(16), '10:00')))).toBe('closed');
    } finally {
      await w.setSalon({ onlineBooking: 1 });
    }
    expect((await visitPage(visit.token)).reschedule.allowed).toBe(true);
    // Nothing was moved and nothing mailed about a move.
    expect((await rowOf(visit.id)).startsAt.toISOString()).toBe(iso(at(dayFromToday(15), '10:00')));
    await t.app.ctx.jobs.runDue();
    expect(mailsTo(t, visit.email).filter((mail) => mail.subject.startsWith('Appointment changed'))).toEqual(
      [],
    );
  });
});
