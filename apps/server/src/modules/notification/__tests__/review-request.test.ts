import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, base, book, bookingWorld, dayFromToday, send } from '../../../test/appointment-fixtures.js';
import { mailsTo, notificationsOf, waitForMails } from '../../../test/notification-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** When a visit becomes done the client is asked, once, to rate it on the visit page. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const clientMail = 'review.ask.client@example.com';
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookingWorld(t, 'review.ask@example.com');
});
afterAll(() => t.close());

const patchStatus = async (id: string, status: string) => {
  const res = await send(t, 'PATCH', `${base}/${id}/status`, { status }, w.token);
  expect(res.statusCode, res.body).toBe(200);
};

describe('the review request', () => {
  it('is mailed once when the visit becomes done, with the visit link and no calendar file', async () => {
    const visit = await book(t, w.token, w.booking({ start: at(dayFromToday(-1), '10:00') }));
    await t.app.ctx.jobs.runDue();
    // A visit already past gets no confirmation.
    expect(mailsTo(t, clientMail)).toHaveLength(0);

    await patchStatus(visit._id, 'done');
    await t.app.ctx.jobs.runDue();
    const [mail] = await waitForMails(t, clientMail, 1);
    expect(mail!.subject).toBe('How was your visit?: Salón Uno');
    expect(mail!.text).toContain('Hello María, thank you for your visit.');
    expect(mail!.text).toMatch(
      /Rate your visit \(1 to 5 stars\): https:\/\/salon\.test\/en-ve\/visit\/[\w-]{43}/,
    );
    expect(mail!.attachments).toEqual([]);

    // Set back to no-show and to done again: no second request.
    await patchStatus(visit._id, 'no_show');
    await patchStatus(visit._id, 'done');
    await t.app.ctx.jobs.runDue();
    expect(mailsTo(t, clientMail)).toHaveLength(1);
    const { data } = await notificationsOf(t, visit._id, w.token);
    expect(data.map((n) => [n.mail, n.state])).toEqual([['review_request', 'sent']]);
  });
});
