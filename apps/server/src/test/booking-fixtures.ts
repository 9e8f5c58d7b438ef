import type { DepositWire, ErrorEnvelope } from '@salon/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { appointments } from '../db/tables/appointment.table.js';
import { clients } from '../db/tables/client.table.js';
import { otpCodes } from '../db/tables/otp.table.js';
import { salons } from '../db/tables/salon.table.js';
import { subscriptions } from '../db/tables/subscription.table.js';
import { at, bookingWorld, dayFromToday } from './appointment-fixtures.js';
import { API } from './http.js';
import type { TestApp } from './test-app.js';

export const publicSalonUrl = (slug: string, rest = '') => `${API}/api/v1/public/salon/${slug}${rest}`;

let ipCounter = 0;
/**
 * A fresh client address for each public call: the attempt limits count per address, and the tests are
 * about the booking rules, not about those limits.
 */
export const nextIp = () => {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
};

export interface PublicCallOptions {
  ip?: string;
  language?: string;
}

/** A call of the public booking page: no token, its own address, optionally a language. */
export const pub = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: PublicCallOptions = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    headers: options.language ? { 'accept-language': options.language } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

export const errorOf = (res: { json(): unknown }) => res.json() as ErrorEnvelope;

/** The field names of a 400's field errors. */
export const errorFields = (res: { json(): unknown }) =>
  (errorOf(res).details ?? []).map((detail) => detail.field);

export type BookableWorld = Awaited<ReturnType<typeof bookableWorld>>;

/**
 * The appointment tests' booking world whose first salon takes online bookings: verified (status_process
 * approved; a new salon is only `requested`), with its slug and setters for the salon and the subscription.
 */
export async function bookableWorld(t: TestApp, email: string) {
  const world = await bookingWorld(t, email);
  // Written past the server, which keeps salon rows in memory: the change reaches it before the next call.
  const setSalon = async (patch: Partial<typeof salons.$inferInsert>, salonId = world.salon._id) => {
    await t.db.update(salons).set(patch).where(eq(salons.id, salonId));
    await t.app.ctx.changes.sync();
  };
  await setSalon({ statusProcess: 'approved' });
  const slugOf = async (salonId: string) => {
    const [row] = await t.db.select({ slug: salons.slug }).from(salons).where(eq(salons.id, salonId));
    return row!.slug;
  };
  const slug = await slugOf(world.salon._id);
  const setSubscription = (patch: Partial<typeof subscriptions.$inferInsert>) =>
    t.db.update(subscriptions).set(patch).where(eq(subscriptions.companyId, world.company._id));
  return {
    ...world,
    email,
    slug,
    slugOf,
    setSalon,
    setSubscription,
    url: (rest = '') => publicSalonUrl(slug, rest),
  };
}

/** Lets the e-mail ask for a new code now, as if its last one had been asked for two minutes ago. */
export const ageCodes = (t: TestApp, email: string) =>
  t.db
    .update(otpCodes)
    .set({ createdAt: sql`now() - interval '2 minutes'` })
    .where(eq(otpCodes.email, email));

const isCodeMail = (subject: string) => /c[oó]digo|code/i.test(subject);

/** Asks the salon for a booking code for `email` and reads it from the caught mail. */
export async function askCode(t: TestApp, slug: string, email: string, options: PublicCallOptions = {}) {
  await ageCodes(t, email);
  const before = t.mail.mails.filter((m) => m.to.includes(email) && isCodeMail(m.subject)).length;
  const res = await pub(t, 'POST', publicSalonUrl(slug, '/otp'), { email }, options);
  if (res.statusCode !== 200) throw new Error(`otp ${res.statusCode} ${res.body}`);
  for (let i = 0; i < 100; i++) {
    const found = t.mail.mails.filter((m) => m.to.includes(email) && isCodeMail(m.subject));
    if (found.length > before) return { code: t.mail.codeIn(found.at(-1)!), mail: found.at(-1)! };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No code mailed to ${email}`);
}

let emailCounter = 0;
/** A new client's e-mail, unique in the run. */
export const clientEmail = (prefix = 'online') => `${prefix}.${++emailCounter}.${Date.now()}@example.com`;

export const clientFields = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lucía',
  lastName: 'Méndez',
  email,
  phoneNumber: '+58 414-555 0123',
  ...overrides,
});

/** A booking body: the world's service with anyone, 10:00 Caracas a week ahead, a new client. */
export const bookingBody = (w: BookableWorld, code: string, overrides: Record<string, unknown> = {}) => ({
  service_ids: [w.service._id],
  employee_id: null,
  start: at(dayFromToday(7), '10:00'),
  client: clientFields(clientEmail()),
  code,
  ...overrides,
});

/**
 * The whole online booking as the page does it: a code for the body's e-mail, then the booking. Answers the
 * raw response (the caller checks the status).
 */
export async function bookOnline(
  t: TestApp,
  w: BookableWorld,
  overrides: Record<string, unknown> = {},
  options: PublicCallOptions & { slug?: string } = {},
) {
  const draft = bookingBody(w, '000000', overrides);
  const { code } = await askCode(t, options.slug ?? w.slug, draft.client.email, options);
  return pub(t, 'POST', publicSalonUrl(options.slug ?? w.slug, '/booking'), { ...draft, code }, options);
}

/** Books online and fails the test unless it is taken. */
export async function bookedOnline(
  t: TestApp,
  w: BookableWorld,
  overrides: Record<string, unknown> = {},
  options: PublicCallOptions & { slug?: string } = {},
) {
  const res = await bookOnline(t, w, overrides, options);
  if (res.statusCode !== 200) throw new Error(`online booking ${res.statusCode} ${res.body}`);
  return res.json().data as {
    status: 'pending' | 'reserved';
    visit_token: string;
    start: string;
    end: string;
    time_zone: string;
    employee: { name: string };
    services: { name: string; price: number; start: string; employee: { name: string } }[];
    travel_fee: number | null;
    total: number;
    deposit: DepositWire | null;
  };
}

/** The salon's appointments, soonest first, straight from the table. */
export const appointmentsOf = (t: TestApp, salonId: string) =>
  t.db
    .select()
    .from(appointments)
    .where(eq(appointments.salonId, salonId))
    .orderBy(asc(appointments.startsAt));

export const clientsWithEmail = (t: TestApp, salonId: string, email: string) =>
  t.db
    .select()
    .from(clients)
    .where(and(eq(clients.salonId, salonId), eq(clients.email, email)));

/** How many rows the salon has: what a refused booking must leave as it was. */
export async function stored(t: TestApp, salonId: string) {
  const [row] = await t.db
    .select({
      appointments: sql<number>`(select count(*) from appointments where salon_id = ${salonId})`,
      clients: sql<number>`(select count(*) from clients where salon_id = ${salonId})`,
    })
    .from(salons)
    .where(eq(salons.id, salonId));
  return { appointments: Number(row!.appointments), clients: Number(row!.clients) };
}

export interface SlotWire {
  start: string;
  end: string;
  employee_ids: string[];
  /** With `employee_ids` asked: who does each service. */
  parts?: { service_id: string; start: string; end: string; employee_id: string }[];
}

/** Delivery is asynchronous: waits for a mail to `to` whose subject passes `match`, and answers it. */
export async function waitForMail(t: TestApp, to: string, match: (subject: string) => boolean) {
  for (let i = 0; i < 100; i++) {
    const found = t.mail.mails.filter((m) => m.to.includes(to) && match(m.subject));
    if (found.length) return found.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No matching mail to ${to}`);
}
