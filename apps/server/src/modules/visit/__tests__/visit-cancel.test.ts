import { formatLongDateTime } from '@salon/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointmentEvents, book, get } from '../../../test/appointment-fixtures.js';
import { setPlan } from '../../../test/promotion-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { call, slotStart, visitUrl, visitWorld, type VisitWorld } from '../../../test/visit-fixtures.js';

let t: TestApp;
let w: VisitWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await visitWorld(t, 'visit.cancel@example.com');
  await w.setSalon({ phone: '0412 555 0177' });
});
afterAll(() => t.close());

const cancel = (token: string) => call(t, 'POST', visitUrl(token, '/cancel'), {});
const closedReason = (res: Awaited<ReturnType<typeof cancel>>) => {
  const body = res.json() as { code: string; details: { field: string; message: string }[] };
  expect(res.statusCode).toBe(409);
  expect(body.code).toBe('VISIT_CANCEL_CLOSED');
  // The salon's contact comes with every refusal.
  expect(body.details).toEqual(
    expect.arrayContaining([
      { field: 'phone', code: 'phone', message: '0412 555 0177' },
      { field: 'whatsapp_url', code: 'whatsapp_url', message: 'https://wa.me/04125550177' },
    ]),
  );
  return body.details.find((detail) => detail.field === 'reason')?.message;
};

describe('with the penalty policy in force (use_penalty on, a plan with the cancellation policy)', () => {
  beforeEach(async () => {
    await setPlan(t, w.company._id, 'advanced_plan');
    await w.setSalon({ usePenalty: 1, cancelsAllowed: 5, cancelNoticeHours: 24 });
  });

  it('cancels: the time is free again, the log names the client, the owner is mailed', async () => {
    const { appointment, token } = await w.visit();
    const res = await cancel(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'cancelled',
      cancel: { allowed: false, reason: 'status' },
    });

    const again = await book(t, w.token, w.booking({ start: appointment.start }));
    expect(again.status).not.toBe('cancelled');

    const entry = (await appointmentEvents(t, w.token)).find(
      (event) => event.entity_id === appointment._id && event.action === 'cancel',
    ) as unknown as { triggered_by: { _id: string | null; name: string }; details: Record<string, unknown> };
    expect(entry.triggered_by).toEqual({ _id: null, name: 'María González' });
    expect(entry.details).toMatchObject({ by: 'client', status: { to: 'cancelled' } });

    // The client's own cancellation mail is planned as for a cancellation by the staff.
    const jobs = await t.app.ctx.jobs.listBySubject(t.db, { appointmentId: appointment._id });
    expect(jobs.map((job) => (job.payload as { mail?: string }).mail)).toContain('cancelled');

    await t.app.ctx.jobs.runDue();
    const mail = await t.mail.lastTo(w.email);
    expect(mail.subject).toContain('María González');
    // On the salon's 12-hour clock, the zone named, in the owner's language.
    expect(mail.text).toContain('10:00 AM (Venezuela Time)');
    expect(mail.text).toContain(
      `${formatLongDateTime(appointment.start, 'en-ve', 'America/Caracas')} (Venezuela Time)`,
    );
  });

  it('refuses after the notice (409 notice, with the contact) and leaves the appointment as it was', async () => {
    await w.setSalon({ cancelNoticeHours: 24 * 60 });
    const { appointment, token } = await w.visit();
    const page = (await call(t, 'GET', visitUrl(token))).json().data;
    expect(page.cancel).toMatchObject({ allowed: false, reason: 'notice', notice_hours: 1440 });
    expect(closedReason(await cancel(token))).toBe('notice');
    const list = (await get(t, `/api/v1/business/appointment/${appointment._id}`, w.token)).json().data;
    expect(list.status).toBe(appointment.status);
  });

  it('refuses over cancels_allowed online cancellations by this client at this salon (409 limit)', async () => {
    await w.setSalon({ cancelsAllowed: 0 });
    const { token } = await w.visit();
    expect(closedReason(await cancel(token))).toBe('limit');

    // Earlier online cancellations of this client here count: with `used + 1` allowed, one more is accepted.
    await w.setSalon({ cancelsAllowed: 10 });
    const used = 10 - ((await call(t, 'GET', visitUrl(token))).json().data.cancel.remaining as number);
    expect(used).toBeGreaterThanOrEqual(1);
    await w.setSalon({ cancelsAllowed: used + 1 });
    const last = await w.visit();
    expect((await cancel(last.token)).statusCode).toBe(200);
    const over = await w.visit();
    expect(closedReason(await cancel(over.token))).toBe('limit');
  });

  it('refuses a visit already cancelled or done (409 status)', async () => {
    const { appointment, token } = await w.visit();
    await w.setStatus(appointment._id, 'done');
    expect(closedReason(await cancel(token))).toBe('status');
  });
});

describe('without the policy in force', () => {
  it('use_penalty off: the client may cancel until the start, whatever the notice and the count', async () => {
    await setPlan(t, w.company._id, 'advanced_plan');
    await w.setSalon({ usePenalty: 0, cancelsAllowed: 0, cancelNoticeHours: 24 * 60 });
    const { token } = await w.visit();
    const page = (await call(t, 'GET', visitUrl(token))).json().data;
    expect(page.cancel).toMatchObject({ allowed: true, remaining: null, notice_hours: 0 });
    expect((await cancel(token)).statusCode).toBe(200);
  });

  it('a plan without the cancellation-policy feature: the salon’s penalty setting does not apply', async () => {
    await setPlan(t, w.company._id, 'basic_plan');
    await w.setSalon({ usePenalty: 1, cancelsAllowed: 0, cancelNoticeHours: 24 * 60 });
    const { token } = await w.visit({ start: slotStart(40) });
    expect((await cancel(token)).statusCode).toBe(200);
  });
});
