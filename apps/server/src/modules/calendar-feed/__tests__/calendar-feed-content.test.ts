import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  base,
  book,
  bookingWorld,
  dayFromToday,
  iso,
  performingLogin,
  send,
  type AppointmentBody,
} from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { feedUrl, fetchFeed, parseFeed, showFeed } from './calendar-feed-fixtures.js';

/**
 * What a feed holds, read back with ical.js as a calendar would: the window, UTC times, stable UIDs,
 * the service and the client's first name only, the salon's address, and no client contact details.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let staff: Awaited<ReturnType<typeof performingLogin>>;
const booked: Record<string, AppointmentBody> = {};

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'feed.content@example.com');
  staff = await performingLogin(t, w, 'intermediate');
  booked.past = await book(t, w.token, w.booking({ start: at(dayFromToday(-10), '10:00') }));
  booked.soon = await book(t, w.token, w.booking({ start: at(dayFromToday(3), '11:00') }));
  booked.pending = await book(
    t,
    w.token,
    w.booking({ start: at(dayFromToday(4), '09:00'), status: 'pending' }),
  );
  booked.staff = await book(
    t,
    w.token,
    w.booking({ start: at(dayFromToday(3), '15:00'), employee_id: staff.employeeId }),
  );
  booked.cancelled = await book(t, w.token, w.booking({ start: at(dayFromToday(5), '10:00') }));
  const cancel = await send(
    t,
    'PATCH',
    `${base}/${booked.cancelled._id}/status`,
    { status: 'cancelled' },
    w.token,
  );
  expect(cancel.statusCode).toBe(200);
  // Outside the window: two months back and five months ahead.
  booked.old = await book(t, w.token, w.booking({ start: at(dayFromToday(-62), '10:00') }));
  booked.far = await book(t, w.token, w.booking({ start: at(dayFromToday(150), '10:00') }));
}, 60_000);
afterAll(() => t.close());

describe('a salon feed', () => {
  it('lists the window’s standing appointments as iCalendar events', async () => {
    const url = await feedUrl(t, w.token, 'salon', w.salon._id);
    expect(url).toMatch(
      /^http:\/\/localhost:\d+\/api\/proxy\/api\/v1\/public\/calendar-feed\/[\w-]{43}\.ics$/,
    );
    const res = await fetchFeed(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');

    const feed = parseFeed(res.body);
    expect(feed.name).toBe('Salón Uno');
    expect(feed.timeZone).toBe('America/Caracas');
    expect(feed.method).toBe('PUBLISH');
    const ids = ['past', 'soon', 'staff', 'pending'].map((name) => booked[name]!._id);
    expect(feed.events.map((event) => event.uid)).toEqual(ids.map((id) => `${id}@localhost`));

    const soon = feed.events[1]!;
    expect(soon.start).toBe(iso(booked.soon!.start));
    expect(soon.end).toBe(iso(booked.soon!.end));
    expect(soon.summary).toBe(`${w.service.name} · María`);
    expect(soon.location).toBe('Calle Paris, Las Mercedes, Caracas, Caracas');
    expect(soon.status).toBe('CONFIRMED');
    // A salon-wide feed names who attends, in the language of the call that made it (none asked: Spanish).
    expect(soon.description).toBe('Atiende: Ana');
    expect(feed.events[3]!.status).toBe('TENTATIVE');
    // Every time in UTC.
    expect(res.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(res.body).not.toMatch(/DTSTART;TZID/);
  });

  it('keeps client last names, e-mails, phones and notes out', async () => {
    const res = await fetchFeed(t, await feedUrl(t, w.token, 'salon', w.salon._id));
    expect(res.statusCode).toBe(200);
    // The phone as typed and as digits: a bare '555' may well appear inside an event's random id.
    for (const secret of [
      'González',
      'client@example.com',
      '555 0101',
      '4125550101',
      'feed.content.client',
    ]) {
      expect(res.body, secret).not.toContain(secret);
    }
  });

  it('answers 304 to a calendar that has the same file, and gzip to one that accepts it', async () => {
    const url = await feedUrl(t, w.token, 'salon', w.salon._id);
    const first = await fetchFeed(t, url);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]{32}"$/);
    const again = await fetchFeed(t, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const zipped = await fetchFeed(t, url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('notes when a calendar last fetched it', async () => {
    const url = await feedUrl(t, w.token, 'salon', w.salon._id);
    expect((await showFeed(t, w.token, 'salon', w.salon._id)).json().data.last_fetched_at).toBeNull();
    await fetchFeed(t, url);
    const shown = (await showFeed(t, w.token, 'salon', w.salon._id)).json().data;
    expect(Date.now() - Date.parse(shown.last_fetched_at)).toBeLessThan(60_000);
  });
});

describe('an employee’s own feed', () => {
  it('lists only their appointments, named after them, without who attends', async () => {
    const res = await fetchFeed(t, await feedUrl(t, staff.token, 'own', w.salon._id));
    expect(res.statusCode).toBe(200);
    const feed = parseFeed(res.body);
    expect(feed.name).toMatch(/^Salón Uno · Staff\d+$/);
    expect(feed.events).toHaveLength(1);
    expect(feed.events[0]).toMatchObject({
      uid: `${booked.staff!._id}@localhost`,
      start: iso(booked.staff!.start),
      summary: `${w.service.name} · María`,
      description: null,
    });
  });
});
