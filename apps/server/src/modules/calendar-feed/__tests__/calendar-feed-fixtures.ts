import ICAL from 'ical.js';
import type { CalendarFeedCreatedWire, CalendarFeedScope } from '@salon/core';
import { get, send } from '../../../test/service-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';

export const feedBase = '/api/v1/business/account/calendar-feed';

const query = (scope: CalendarFeedScope, salonId: string) => `?scope=${scope}&salon_id=${salonId}`;

export const createFeed = (t: TestApp, token: string, scope: CalendarFeedScope, salonId: string) =>
  send(t, 'POST', feedBase, { scope, salon_id: salonId }, token);

/** A new feed's address, failing the test on any other answer than 200. */
export async function feedUrl(t: TestApp, token: string, scope: CalendarFeedScope, salonId: string) {
  const res = await createFeed(t, token, scope, salonId);
  if (res.statusCode !== 200) throw new Error(`create feed ${res.statusCode} ${res.body}`);
  return (res.json().data as CalendarFeedCreatedWire).url;
}

export const showFeed = (t: TestApp, token: string, scope: CalendarFeedScope, salonId: string) =>
  get(t, `${feedBase}${query(scope, salonId)}`, token);

export const stopFeed = (t: TestApp, token: string, scope: CalendarFeedScope, salonId: string) =>
  send(t, 'DELETE', `${feedBase}${query(scope, salonId)}`, undefined, token);

/** Fetches a feed by the address the server answered (its path, on the test app), as a calendar would. */
export const fetchFeed = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: new URL(url).pathname, headers });

export interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string | null;
  location: string | null;
  status: string;
}

/** The file read back with ical.js: the calendar's own properties and each event's. */
export function parseFeed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const text = (component: ICAL.Component, name: string) => {
    const value = component.getFirstPropertyValue(name);
    return value === null || value === undefined ? null : String(value);
  };
  const instant = (component: ICAL.Component, name: string) =>
    (component.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((event) => ({
    uid: text(event, 'uid')!,
    start: instant(event, 'dtstart'),
    end: instant(event, 'dtend'),
    summary: text(event, 'summary')!,
    description: text(event, 'description'),
    location: text(event, 'location'),
    status: text(event, 'status')!,
  }));
  return {
    name: text(calendar, 'x-wr-calname'),
    timeZone: text(calendar, 'x-wr-timezone'),
    method: text(calendar, 'method'),
    events,
  };
}
