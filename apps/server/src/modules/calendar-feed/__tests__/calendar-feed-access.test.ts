import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/crypto.js';
import { calendarFeeds } from '../../../db/tables/calendar-feed.table.js';
import { FEED_PATH } from '../calendar-feed.service.js';
import { employees } from '../../../db/tables/employee.table.js';
import { at, book, bookingWorld, dayFromToday } from '../../../test/appointment-fixtures.js';
import { employeeLogin, loginsByRole } from '../../../test/employee-fixtures.js';
import { get } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createFeed, feedUrl, fetchFeed, parseFeed, showFeed, stopFeed } from './calendar-feed-fixtures.js';

/**
 * Making, replacing and stopping a feed; who may have which feed (the server checks the role, and
 * again at every fetch); another company's salon reads as missing; a stopped address is like an unknown one.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let rival: Awaited<ReturnType<typeof bookingWorld>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'feed.access@example.com');
  rival = await bookingWorld(t, 'feed.rival@example.com');
  logins = await loginsByRole(t, w.company._id, w.salon._id);
  await book(t, w.token, w.booking({ start: at(dayFromToday(2), '10:00') }));
}, 60_000);
afterAll(() => t.close());

const unknownAnswer = () =>
  t.app.inject({ method: 'GET', url: `${FEED_PATH}/no-such-feed-000000000000.ics` });
const feedEvents = async (token: string, salonId = w.salon._id) =>
  (await get(t, `/api/v1/business/event-log?area=all&salon_id=${salonId}&limit=100`, token)).json().data as {
    action: string;
    affected_area: string;
    details: Record<string, unknown>;
  }[];

describe('making and stopping a feed', () => {
  it('keeps only the hash, shows the feed without its address, and answers the address once', async () => {
    const res = await createFeed(t, w.token, 'salon', w.salon._id);
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().data;
    expect(created).toMatchObject({ scope: 'salon', salon_id: w.salon._id, last_fetched_at: null });
    const token = /calendar-feed\/([\w-]+)\.ics$/.exec(created.url)![1]!;
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, created._id));
    expect(row!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const shown = await showFeed(t, w.token, 'salon', w.salon._id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toEqual({ ...created, url: undefined });
    expect(shown.body).not.toContain(token);
  });

  it('a new link replaces the old one, which then answers 404', async () => {
    const first = await feedUrl(t, w.token, 'salon', w.second!._id);
    expect((await fetchFeed(t, first)).statusCode).toBe(200);
    const second = await feedUrl(t, w.token, 'salon', w.second!._id);
    expect((await fetchFeed(t, first)).statusCode).toBe(404);
    expect((await fetchFeed(t, second)).statusCode).toBe(200);
    const live = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.salonId, w.second!._id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);
    const logged = (await feedEvents(w.token, w.second!._id)).filter((e) => 'calendar_feed' in e.details);
    expect(logged.map((e) => [e.action, e.affected_area, e.details])).toEqual([
      ['create', 'salon', { calendar_feed: 'salon', replaced: true }],
      ['create', 'salon', { calendar_feed: 'salon' }],
    ]);
  });

  it('stopping answers 404 at the address, the same answer as an unknown one', async () => {
    const url = await feedUrl(t, w.token, 'salon', w.salon._id);
    const stopped = await stopFeed(t, w.token, 'salon', w.salon._id);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toEqual({ revoked: true });
    const gone = await fetchFeed(t, url);
    const unknown = await unknownAnswer();
    expect(gone.statusCode).toBe(404);
    expect([gone.body, gone.headers['content-type']]).toEqual([
      unknown.body,
      unknown.headers['content-type'],
    ]);
    expect((await showFeed(t, w.token, 'salon', w.salon._id)).json().data).toBeNull();
    expect((await stopFeed(t, w.token, 'salon', w.salon._id)).json().data).toEqual({ revoked: false });
    const [latest] = await feedEvents(w.token);
    expect([latest!.action, latest!.details]).toEqual(['delete', { calendar_feed: 'salon' }]);
  });

  it('the owner’s feeds of two salons are apart', async () => {
    const one = await feedUrl(t, w.token, 'salon', w.salon._id);
    const two = await feedUrl(t, w.token, 'salon', w.second!._id);
    expect(parseFeed((await fetchFeed(t, one)).body).name).toBe('Salón Uno');
    expect(parseFeed((await fetchFeed(t, two)).body).name).toBe('Salón Dos');
  });
});

describe('roles', () => {
  it('owner and manager may have the salon’s feed; secretary, intermediate and basic may not', async () => {
    expect((await createFeed(t, logins.manager.token, 'salon', w.salon._id)).statusCode).toBe(200);
    for (const role of ['secretary', 'intermediate', 'basic'] as const) {
      const token = logins[role].token;
      expect((await createFeed(t, token, 'salon', w.salon._id)).statusCode, role).toBe(403);
      expect((await showFeed(t, token, 'salon', w.salon._id)).statusCode, role).toBe(403);
      expect((await stopFeed(t, token, 'salon', w.salon._id)).statusCode, role).toBe(403);
    }
  });

  it('every employee login may have their own feed; the owner, who has no appointments, may not', async () => {
    for (const role of ['manager', 'secretary', 'intermediate', 'basic'] as const) {
      expect((await createFeed(t, logins[role].token, 'own', w.salon._id)).statusCode, role).toBe(200);
    }
    const owner = await createFeed(t, w.token, 'own', w.salon._id);
    expect([owner.statusCode, owner.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('a feed follows its account’s role at every fetch', async () => {
    const manager = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'manager',
    });
    const salonFeed = await feedUrl(t, manager.token, 'salon', w.salon._id);
    const ownFeed = await feedUrl(t, manager.token, 'own', w.salon._id);
    expect((await fetchFeed(t, salonFeed)).statusCode).toBe(200);
    await t.db.update(employees).set({ role: 'secretary' }).where(eq(employees.id, manager.employeeId));
    expect((await fetchFeed(t, salonFeed)).statusCode).toBe(404);
    expect((await fetchFeed(t, ownFeed)).statusCode).toBe(200);
    await t.db.update(employees).set({ deactivated: true }).where(eq(employees.id, manager.employeeId));
    expect((await fetchFeed(t, ownFeed)).statusCode).toBe(404);
    // App access taken away: the login is no longer this employee's.
    const basic = await employeeLogin(t, { companyId: w.company._id, salonId: w.salon._id, role: 'basic' });
    const basicFeed = await feedUrl(t, basic.token, 'own', w.salon._id);
    await t.db.update(employees).set({ accountId: null }).where(eq(employees.id, basic.employeeId));
    expect((await fetchFeed(t, basicFeed)).statusCode).toBe(404);
  });

  it('without a token every call answers 401', async () => {
    expect((await createFeed(t, '', 'salon', w.salon._id)).statusCode).toBe(401);
    expect((await showFeed(t, '', 'salon', w.salon._id)).statusCode).toBe(401);
    expect((await stopFeed(t, '', 'salon', w.salon._id)).statusCode).toBe(401);
  });
});

describe('tenancy', () => {
  it('another company’s salon reads as missing and gets no feed', async () => {
    for (const scope of ['salon', 'own'] as const) {
      const made = await createFeed(t, rival.token, scope, w.salon._id);
      expect([made.statusCode, made.json().code], scope).toEqual([404, 'SALON_NOT_FOUND']);
      expect((await showFeed(t, rival.token, scope, w.salon._id)).statusCode, scope).toBe(404);
      expect((await stopFeed(t, rival.token, scope, w.salon._id)).statusCode, scope).toBe(404);
    }
    const rivalRows = await t.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.companyId, rival.company._id));
    expect(rivalRows).toEqual([]);
  });

  it('an employee’s own salon only: another salon of the company reads as missing', async () => {
    const res = await createFeed(t, logins.manager.token, 'salon', w.second!._id);
    expect(res.statusCode).toBe(404);
    expect((await createFeed(t, logins.basic.token, 'own', w.second!._id)).statusCode).toBe(404);
  });

  it('a feed of a deleted salon answers 404', async () => {
    const url = await feedUrl(t, rival.token, 'salon', rival.second!._id);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/proxy/api/v1/business/salon/${rival.second!._id}/delete`,
      headers: { authorization: `Bearer ${rival.token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await fetchFeed(t, url)).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('the address is limited per caller address', async () => {
    const limited = await createTestApp({ PUBLIC_READS_PER_MINUTE: '2' });
    try {
      const call = (remoteAddress: string) =>
        limited.app.inject({ method: 'GET', url: `${FEED_PATH}/unknown-feed.ics`, remoteAddress });
      expect((await call('10.9.0.1')).statusCode).toBe(404);
      expect((await call('10.9.0.1')).statusCode).toBe(404);
      const third = await call('10.9.0.1');
      expect([third.statusCode, third.json().code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
      expect((await call('10.9.0.2')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});
