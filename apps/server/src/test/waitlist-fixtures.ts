import { eq } from 'drizzle-orm';
import type { WaitlistEntryWire } from '@salon/core';
import { waitlistEntries, waitlistOffers } from '../db/tables/waitlist.table.js';
import { at, createClient, dayFromToday, send } from './appointment-fixtures.js';
import type { BookableWorld } from './booking-fixtures.js';
import { API } from './http.js';
import type { TestApp } from './test-app.js';

export const waitlistBase = '/api/v1/business/waitlist';
export const offerUrl = (token: string, rest = '') => `${API}/api/v1/public/waitlist/offer/${token}${rest}`;

/** The day the waitlist tests wait on, and its 10:00 (Ana's only start that fits a 10:00–10:45 window). */
export const waitDay = dayFromToday(9);
export const tenOClock = at(waitDay, '10:00');

/** A staff entry for the world's service with Ana on `waitDay` between 10:00 and 10:45. */
export const entryBody = (w: BookableWorld, clientId: string, overrides: Record<string, unknown> = {}) => ({
  salon_id: w.salon._id,
  client_id: clientId,
  service_id: w.service._id,
  employee_id: w.employeeId,
  from_date: waitDay,
  to_date: waitDay,
  from_time: '10:00',
  to_time: '10:45',
  ...overrides,
});

/** A new client of the world's salon put on its waitlist by the owner; answers the entry and the e-mail. */
export async function waitingClient(t: TestApp, w: BookableWorld, name: string) {
  const email = `${name}.${Date.now()}@example.com`;
  const client = await createClient(t, w.token, w.salon._id, email);
  const res = await send(t, 'POST', waitlistBase, entryBody(w, client._id), w.token);
  if (res.statusCode !== 200) throw new Error(`waitlist ${res.statusCode} ${res.body}`);
  return { entry: res.json().data as WaitlistEntryWire, email, clientId: client._id };
}

const OFFER_LINK = /\/waitlist\/([A-Za-z0-9_-]{20,})/;

/** The offer links mailed to `email` so far, oldest first. */
export const offerTokensTo = (t: TestApp, email: string) =>
  t.mail.mails
    .filter((mail) => mail.to.includes(email) && OFFER_LINK.test(mail.text))
    .map((mail) => OFFER_LINK.exec(mail.text)![1]!);

/** Runs every due job (the waitlist's look, then its mails) as a worker would. */
export const runJobs = (t: TestApp) => t.app.ctx.jobs.runDue();

export const entryRow = async (t: TestApp, id: string) =>
  (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;

export const offersOf = (t: TestApp, entryId: string) =>
  t.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, entryId));
