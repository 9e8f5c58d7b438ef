import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../../db/tables/waitlist.table.js';
import { createClient, dayFromToday, get, send } from '../../../test/appointment-fixtures.js';
import {
  askCode,
  bookableWorld,
  clientEmail,
  clientFields,
  errorFields,
  errorOf,
  pub,
  type BookableWorld,
} from '../../../test/booking-fixtures.js';
import { employeeLogin } from '../../../test/employee-fixtures.js';
import { ownerWithSalons } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  entryBody,
  entryRow,
  offersOf,
  runJobs,
  waitDay,
  waitlistBase,
} from '../../../test/waitlist-fixtures.js';

/** Staff manage a salon's waitlist; clients join it from the booking page with their e-mail's code. */
let t: TestApp;
let w: BookableWorld;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off', PUBLIC_URL: 'https://salon.test' });
  w = await bookableWorld(t, 'waitlist.entries@example.com');
  clientId = w.client._id;
});
afterAll(() => t.close());

const countEntries = async () =>
  (await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.salonId, w.salon._id))).length;
const listed = async (token = w.token, status = 'waiting') => {
  const res = await get(t, `${waitlistBase}?salon_id=${w.salon._id}&status=${status}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { _id: string; status: string; position: number | null }[];
};

describe('staff entries', () => {
  it('adds a client with anyone and whole days, last in the order, and lists them', async () => {
    const res = await send(
      t,
      'POST',
      waitlistBase,
      entryBody(w, clientId, { employee_id: null, from_time: null, to_time: null, note: 'Prefers mornings' }),
      w.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      position: 1,
      status: 'waiting',
      source: 'staff',
      employee: null,
      from_date: waitDay,
      to_date: waitDay,
      from_time: null,
      to_time: null,
      note: 'Prefers mornings',
      client: { _id: clientId, name: expect.stringContaining('María') },
      service: { _id: w.service._id, duration: 45 },
    });
    // Anyone and whole days: the look at the list found a free time and offered it at once.
    await runJobs(t);
    const [offer] = await offersOf(t, res.json().data._id);
    expect(offer).toMatchObject({ status: 'open', employeeId: w.employeeId });
    expect((await listed())[0]).toMatchObject({ position: 1, offer: { status: 'open' } });
  });

  it('refuses a bad window with field errors and stores nothing', async () => {
    const before = await countEntries();
    const cases: [Record<string, unknown>, string][] = [
      [{ to_date: dayFromToday(1), from_date: dayFromToday(3) }, 'to_date'],
      [{ from_date: dayFromToday(1), to_date: dayFromToday(70) }, 'to_date'],
      [{ from_time: '10:00', to_time: null }, 'to_time'],
      [{ from_time: '11:00', to_time: '10:00' }, 'to_time'],
      [{ from_date: dayFromToday(-5), to_date: dayFromToday(-2) }, 'to_date'],
      [{ service_id: '01900000-0000-7000-8000-000000000000' }, 'service_id'],
      [{ employee_id: '01900000-0000-7000-8000-000000000000' }, 'employee_id'],
      [{ client_id: '01900000-0000-7000-8000-000000000000' }, 'client_id'],
    ];
    for (const [overrides, field] of cases) {
      const res = await send(t, 'POST', waitlistBase, entryBody(w, clientId, overrides), w.token);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(errorFields(res)).toContain(field);
    }
    expect(await countEntries()).toBe(before);
  });

  it('lets the secretary manage it, not a basic employee; another company sees nothing', async () => {
    const secretary = await employeeLogin(t, {
      companyId: w.company._id,
      salonId: w.salon._id,
      role: 'secretary',
    });
    expect((await listed(secretary.token)).length).toBeGreaterThan(0);
    const basic = await employeeLogin(t, { companyId: w.company._id, salonId: w.salon._id, role: 'basic' });
    const refused = await get(t, `${waitlistBase}?salon_id=${w.salon._id}`, basic.token);
    expect(refused.statusCode).toBe(403);
    const stranger = await ownerWithSalons(t, 'waitlist.stranger@example.com');
    const hidden = await get(t, `${waitlistBase}?salon_id=${w.salon._id}`, stranger.token);
    expect(hidden.statusCode).toBe(404);
    const [entry] = await listed();
    const removed = await send(t, 'DELETE', `${waitlistBase}/${entry!._id}`, undefined, stranger.token);
    expect(removed.statusCode).toBe(404);
    expect((await entryRow(t, entry!._id)).status).toBe('waiting');
  });

  it('removes an entry: its open offer lapses, and "all" still shows it', async () => {
    const [entry] = await listed();
    const res = await send(t, 'DELETE', `${waitlistBase}/${entry!._id}`, undefined, w.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'removed', position: null });
    expect((await offersOf(t, entry!._id)).map((offer) => offer.status)).toEqual(['expired']);
    expect(await listed()).toEqual([]);
    expect((await listed(w.token, 'all')).map((row) => row.status)).toEqual(['removed']);
  });

  it('ends entries after their last day', async () => {
    const other = await createClient(t, w.token, w.salon._id, 'waitlist.late@example.com');
    const res = await send(t, 'POST', waitlistBase, entryBody(w, other._id), w.token);
    const id = res.json().data._id;
    await t.db
      .update(waitlistEntries)
      .set({ toDate: dayFromToday(-1) })
      .where(eq(waitlistEntries.id, id));
    await runJobs(t);
    expect((await entryRow(t, id)).status).toBe('expired');
  });
});

describe('joining from the booking page', () => {
  const joinBody = (email: string, code: string, overrides: Record<string, unknown> = {}) => ({
    service_id: w.service._id,
    employee_id: null,
    from_date: waitDay,
    to_date: dayFromToday(12),
    from_time: '15:00',
    to_time: '17:00',
    client: clientFields(email),
    code,
    ...overrides,
  });

  it('joins with the code, as a new client in the page’s language', async () => {
    const email = clientEmail('waiting');
    const { code } = await askCode(t, w.slug, email);
    const res = await pub(t, 'POST', w.url('/waitlist'), joinBody(email, code), { language: 'es-ve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      status: 'waiting',
      service: 'Corte de dama',
      employee: null,
      from_date: waitDay,
      to_date: dayFromToday(12),
      from_time: '15:00',
      to_time: '17:00',
    });
    const [row] = await t.db.select().from(waitlistEntries).where(eq(waitlistEntries.source, 'online'));
    expect(row).toMatchObject({ language: 'es-ve', fromMinute: 900, toMinute: 1020 });
    // The code is used up.
    const again = await pub(t, 'POST', w.url('/waitlist'), joinBody(email, code));
    expect(errorOf(again).code).toMatch(/^OTP_/);
  });

  it('refuses a wrong code, and more than five waiting entries, storing nothing', async () => {
    const email = clientEmail('full');
    const wrong = await pub(t, 'POST', w.url('/waitlist'), joinBody(email, '000000'));
    expect(wrong.statusCode).toBe(400);
    const before = await countEntries();
    for (let i = 0; i < 5; i++) {
      const { code } = await askCode(t, w.slug, email);
      const res = await pub(t, 'POST', w.url('/waitlist'), joinBody(email, code));
      expect(res.statusCode, res.body).toBe(200);
    }
    const { code } = await askCode(t, w.slug, email);
    const full = await pub(t, 'POST', w.url('/waitlist'), joinBody(email, code));
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe('WAITLIST_FULL');
    expect(await countEntries()).toBe(before + 5);
  });

  it('is not offered by a freelancer, who visits the client', async () => {
    await w.setSalon({ serviceType: 'freelancer' });
    const email = clientEmail('freelance');
    const { code } = await askCode(t, w.slug, email);
    const res = await pub(t, 'POST', w.url('/waitlist'), joinBody(email, code));
    await w.setSalon({ serviceType: 'salon' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('WAITLIST_NOT_OFFERED');
  });
});
