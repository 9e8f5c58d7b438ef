import { WAITLIST } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistOffers } from '../../../db/tables/waitlist.table.js';
import { base, book, iso, send } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  bookableWorld,
  errorOf,
  pub,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { jobsOfKind } from '../../../test/job-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  entryRow,
  offersOf,
  offerTokensTo,
  offerUrl,
  runJobs,
  tenOClock,
  waitingClient,
} from '../../../test/waitlist-fixtures.js';

/**
 * A freed time reaches the waitlist: Ana's 10:00 on the wait day is booked; clients wait for
 * exactly that time (10:00–10:45, the 45-minute service). When it is cancelled, the first three waiting are
 * offered it by mail; the first claim books it, the others are gone and keep waiting; a lapsed offer passes
 * the time to the next client.
 */
let t: TestApp;
let w: BookableWorld;
let blocking: { _id: string };
let waiting: Awaited<ReturnType<typeof waitingClient>>[];

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'waitlist.offers@example.com');
  blocking = await book(t, w.token, w.booking({ start: tenOClock }));
  waiting = [];
  for (const name of ['uno', 'dos', 'tres', 'cuatro']) waiting.push(await waitingClient(t, w, name));
  await runJobs(t);
});
afterAll(() => t.close());

const offerOf = async (token: string) => {
  const res = await pub(t, 'GET', offerUrl(token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('a freed time offered to the waitlist', () => {
  it('offers nothing while the time is taken', async () => {
    for (const { entry } of waiting) expect(await offersOf(t, entry._id)).toEqual([]);
    expect(waiting.map(({ entry }) => entry.position)).toEqual([1, 2, 3, 4]);
  });

  it('wakes the salon when the time is cancelled and mails the first three, in order', async () => {
    const res = await send(t, 'PATCH', `${base}/${blocking._id}/status`, { status: 'cancelled' }, w.token);
    expect(res.statusCode, res.body).toBe(200);
    // The database itself queued the look: the cancellation named no waitlist.
    expect((await jobsOfKind(t.db, 'waitlist.match')).some((job) => job.state === 'queued')).toBe(true);
    await runJobs(t);
    const offered = waiting.map(({ email }) => offerTokensTo(t, email).length);
    expect(offered).toEqual([1, 1, 1, 0]);
    expect(WAITLIST.offersAtOnce).toBe(3);
    const mail = t.mail.mails.find((m) => m.to.includes(waiting[0]!.email))!;
    // A client with no language of their own is written to as the salon's owner reads (English here).
    expect(mail.subject).toBe('Salón Uno: a time you were waiting for is free');
    expect(mail.text).toContain('https://salon.test/en-ve/waitlist/');
    const offer = await offerOf(offerTokensTo(t, waiting[0]!.email)[0]!);
    expect(offer).toMatchObject({
      status: 'open',
      start: iso(tenOClock),
      employee: { name: 'Ana' },
      client: { first_name: 'María' },
      waiting: true,
      visit_token: null,
    });
    // The link holds for the salon's 30 minutes.
    const holds = Date.parse(offer.expires_at) - Date.now();
    expect(holds).toBeGreaterThan(25 * 60_000);
    expect(holds).toBeLessThanOrEqual(30 * 60_000);
  });

  it('books the first claim and tells the second the time is gone; both stay right', async () => {
    const [first, second, third] = waiting.map(({ email }) => offerTokensTo(t, email)[0]!);
    const claimed = await pub(t, 'POST', offerUrl(second!, '/claim'));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({ status: 'reserved', start: iso(tenOClock) });
    const late = await pub(t, 'POST', offerUrl(first!, '/claim'));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('WAITLIST_OFFER_GONE');
    // The winner's appointment is theirs; the others keep waiting, their offers gone.
    const live = (await appointmentsOf(t, w.salon._id)).filter((row) => row.status !== 'cancelled');
    expect(live).toHaveLength(1);
    expect(live[0]!.clientId).toBe(waiting[1]!.clientId);
    expect((await entryRow(t, waiting[1]!.entry._id)).status).toBe('booked');
    expect((await entryRow(t, waiting[0]!.entry._id)).status).toBe('waiting');
    expect((await offerOf(third!)).status).toBe('gone');
    const won = await offerOf(second!);
    expect(won.status).toBe('claimed');
    expect(won.visit_token).toEqual(expect.any(String));
    // The same link claimed again (a second tab, the mail opened twice) books nothing more and shows the
    // client their visit, not "someone else took it".
    const mailsBefore = t.mail.mails.length;
    const again = await pub(t, 'POST', offerUrl(second!, '/claim'));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(claimed.json().data);
    expect(again.json().data).toMatchObject({
      status: 'reserved',
      start: iso(tenOClock),
      time_zone: expect.any(String),
      services: [{ name: expect.any(String), start: iso(tenOClock), employee: { name: 'Ana' } }],
    });
    expect((await appointmentsOf(t, w.salon._id)).filter((row) => row.status !== 'cancelled')).toHaveLength(
      1,
    );
    expect(t.mail.mails.length).toBe(mailsBefore);
  });

  it('a lapsed offer is refused and its time passes to the next waiting client', async () => {
    // The winner cancels by the staff: the time is free again; the three still waiting are offered it again
    // except where they let it go, so set up a fresh round.
    const booked = (await appointmentsOf(t, w.salon._id)).find((row) => row.status !== 'cancelled')!;
    await send(t, 'PATCH', `${base}/${booked.id}/status`, { status: 'cancelled' }, w.token);
    // Its link claimed again says the client took it (their visit's page tells the rest), not that another did.
    const claimedAgain = await pub(t, 'POST', offerUrl(offerTokensTo(t, waiting[1]!.email)[0]!, '/claim'));
    expect(claimedAgain.statusCode).toBe(409);
    expect(errorOf(claimedAgain).code).toBe('WAITLIST_OFFER_CLAIMED');
    await runJobs(t);
    const fresh = (email: string) => offerTokensTo(t, email).at(-1)!;
    const [uno, , tres, cuatro] = waiting;
    expect(offerTokensTo(t, cuatro!.email)).toHaveLength(1);
    // Uno's offer lapses: refused, and the next look hands nothing new to the others already offered.
    const unoOffer = (await offersOf(t, uno!.entry._id)).find((row) => row.status === 'open')!;
    await t.db
      .update(waitlistOffers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistOffers.id, unoOffer.id));
    const lapsed = await pub(t, 'POST', offerUrl(fresh(uno!.email), '/claim'));
    expect(lapsed.statusCode).toBe(409);
    expect(errorOf(lapsed).code).toBe('WAITLIST_OFFER_EXPIRED');
    expect((await entryRow(t, uno!.entry._id)).status).toBe('waiting');
    // "No thanks" from tres, then cuatro takes it.
    const declined = await pub(t, 'POST', offerUrl(fresh(tres!.email), '/decline'));
    expect(declined.json().data).toMatchObject({ status: 'declined', waiting: true });
    await runJobs(t);
    const taken = await pub(t, 'POST', offerUrl(fresh(cuatro!.email), '/claim'));
    expect(taken.statusCode, taken.body).toBe(200);
  });

  it('leaves the list from the link, and answers 404 to a guessed link', async () => {
    const uno = waiting[0]!;
    const left = await pub(t, 'POST', offerUrl(offerTokensTo(t, uno.email)[0]!, '/leave'));
    expect(left.statusCode).toBe(200);
    expect(left.json().data.waiting).toBe(false);
    expect((await entryRow(t, uno.entry._id)).status).toBe('removed');
    const guessed = await pub(t, 'GET', offerUrl('x'.repeat(43)));
    expect(guessed.statusCode).toBe(404);
    expect(errorOf(guessed).code).toBe('WAITLIST_OFFER_NOT_FOUND');
  });
});
