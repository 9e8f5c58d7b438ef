import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  book,
  bookingWorld,
  clientBase,
  dayFromToday,
  send,
} from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  icsOf,
  mailsTo,
  notificationsOf,
  reminderJobs,
  waitForMails,
} from '../../../test/notification-fixtures.js';

/**
 * Deactivating an employee, a service or a client cancels their future visits
 * (docs/product.md "Other states"): each client is told as for a cancellation by hand, and the reminder is
 * dropped.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const clientMail = 'notify.cascade.client@example.com';
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'notify.cascade@example.com');
});
afterAll(() => t.close());

/** A future visit, reserved, whose confirmation has gone and whose reminder waits. */
async function reservedVisit(day: number, employeeId = w.employeeId) {
  const created = await book(
    t,
    w.token,
    w.booking({ employee_id: employeeId, start: at(dayFromToday(day), '10:00') }),
  );
  const res = await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'reserved' }, w.token);
  expect(res.statusCode).toBe(200);
  const before = mailsTo(t, clientMail).length;
  await t.app.ctx.jobs.runDue();
  await waitForMails(t, clientMail, before + 1);
  expect((await reminderJobs(t, created._id)).map((job) => job.state)).toEqual(['queued']);
  return created;
}

describe('a deactivation that cancels visits', () => {
  it('of the employee mails the client a METHOD:CANCEL .ics and cancels the reminder', async () => {
    const visit = await reservedVisit(5);
    const before = mailsTo(t, clientMail).length;
    const off = await send(
      t,
      'PATCH',
      `/api/v1/business/employee/${w.employeeId}/status`,
      { status: 'inactive' },
      w.token,
    );
    expect(off.statusCode).toBe(200);
    expect((await reminderJobs(t, visit._id)).map((job) => job.state)).toEqual(['cancelled']);

    await t.app.ctx.jobs.runDue();
    const mail = (await waitForMails(t, clientMail, before + 1))[before]!;
    expect(mail.subject).toBe('Appointment cancelled: Salón Uno');
    expect(icsOf(mail)).toMatchObject({
      method: 'CANCEL',
      uid: `${visit._id}@salon`,
      sequence: 1,
      status: 'CANCELLED',
    });
    const { data } = await notificationsOf(t, visit._id, w.token);
    expect(data.map((n) => [n.mail, n.state])).toEqual([
      ['confirmed', 'sent'],
      ['reminder', 'cancelled'],
      ['cancelled', 'sent'],
    ]);
    // Running the queue again sends nothing more: the reminder is gone for good.
    await t.app.ctx.jobs.runDue();
    expect(mailsTo(t, clientMail)).toHaveLength(before + 1);

    const on = await send(
      t,
      'PATCH',
      `/api/v1/business/employee/${w.employeeId}/status`,
      { status: 'active' },
      w.token,
    );
    expect(on.statusCode).toBe(200);
  });

  it('of the client still mails them: they had a booking and would otherwise come', async () => {
    const visit = await reservedVisit(6);
    const before = mailsTo(t, clientMail).length;
    const off = await send(
      t,
      'PATCH',
      `${clientBase}/${w.client._id}/status`,
      { status: 'inactive' },
      w.token,
    );
    expect(off.statusCode).toBe(200);
    await t.app.ctx.jobs.runDue();
    const mail = (await waitForMails(t, clientMail, before + 1))[before]!;
    expect(icsOf(mail)).toMatchObject({ method: 'CANCEL', uid: `${visit._id}@salon` });
    expect((await reminderJobs(t, visit._id)).map((job) => job.state)).toEqual(['cancelled']);
  });
});
