import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base, book, send } from '../../../test/appointment-fixtures.js';
import {
  appointmentsOf,
  bookableWorld,
  errorOf,
  pub,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  entryRow,
  offerTokensTo,
  offerUrl,
  runJobs,
  tenOClock,
  waitingClient,
} from '../../../test/waitlist-fixtures.js';

/**
 * Three clients offered one freed time claim it at the same moment, on separate connections: exactly one
 * books it, the others are told it is gone and keep waiting (PostgreSQL: the embedded database runs one
 * statement at a time, so nothing races there).
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('claims of one time at once', () => {
  let t: TestApp;
  let w: BookableWorld;

  beforeAll(async () => {
    t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
    w = await bookableWorld(t, 'waitlist.race@example.com');
  });
  afterAll(() => t.close());

  it('books exactly one of three simultaneous claims, round after round', async () => {
    const waiting = [];
    for (const name of ['ana', 'bea', 'caro']) waiting.push(await waitingClient(t, w, `race.${name}`));
    for (let round = 0; round < 3; round++) {
      const blocking = await book(t, w.token, w.booking({ start: tenOClock }));
      await send(t, 'PATCH', `${base}/${blocking._id}/status`, { status: 'cancelled' }, w.token);
      await runJobs(t);
      const stillWaiting = [];
      for (const entry of waiting) {
        if ((await entryRow(t, entry.entry._id)).status === 'waiting') stillWaiting.push(entry);
      }
      const tokens = stillWaiting.map(({ email }) => offerTokensTo(t, email).at(-1)!);
      expect(tokens).toHaveLength(3 - round);
      const answers = await Promise.all(tokens.map((token) => pub(t, 'POST', offerUrl(token, '/claim'))));
      const codes = answers.map((res) => (res.statusCode === 200 ? 'booked' : errorOf(res).code));
      expect(codes.filter((code) => code === 'booked')).toHaveLength(1);
      expect(codes.filter((code) => code !== 'booked')).toEqual(Array(2 - round).fill('WAITLIST_OFFER_GONE'));
      const live = (await appointmentsOf(t, w.salon._id)).filter((row) => row.status !== 'cancelled');
      expect(live).toHaveLength(1);
      // The winner's visit is cancelled by the salon for the next round: the time frees up again.
      await send(t, 'PATCH', `${base}/${live[0]!.id}/status`, { status: 'cancelled' }, w.token);
    }
  });
});
