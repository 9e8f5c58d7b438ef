import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { getWithToken } from '../../../test/http.js';
import { base, bookingWorld, send } from '../../../test/appointment-fixtures.js';
import {
  expectEachOnce,
  listPage,
  walkBackByCursor,
  walkByCursor,
  walkByNumber,
} from '../../../test/paging.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';

/** The list's pages by cursor and by number, and its counts kept by triggers. */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const HOUR = 3_600_000;
const now = Date.now();

async function add(startsAt: number, status: 'done' | 'reserved' | 'cancelled' = 'cancelled') {
  const id = newId();
  await t.db.insert(appointments).values({
    id,
    companyId: w.company._id,
    salonId: w.salon._id,
    clientId: w.client._id,
    employeeId: w.employeeId,
    serviceId: w.service._id,
    startsAt: new Date(startsAt),
    endsAt: new Date(startsAt + 30 * 60_000),
    status,
    priceCents: 2000,
  });
  return id;
}

/** The tab's ids straight from the table, in the list's order (start, then id). */
async function expectedOrder(tab: 'future' | 'past') {
  const rows = await t.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.salonId, w.salon._id),
        tab === 'past' ? lt(appointments.startsAt, new Date()) : gte(appointments.startsAt, new Date()),
      ),
    )
    .orderBy(
      ...(tab === 'past'
        ? [desc(appointments.startsAt), desc(appointments.id)]
        : [asc(appointments.startsAt), asc(appointments.id)]),
    );
  return rows.map((row) => row.id);
}

const listPath = (tab: 'future' | 'past') => `${base}/list?salon_id=${w.salon._id}&tab=${tab}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await bookingWorld(t, 'appt.paging@example.com');
  // 30 past and 16 future, an hour apart, and cancelled ones sharing some of their starts (ties on the
  // start: the id decides their order).
  for (let i = 1; i <= 30; i++) await add(now - i * HOUR, 'done');
  for (let i = 1; i <= 16; i++) await add(now + i * HOUR, 'reserved');
  for (const i of [3, 7, 7, 12, 20, 29]) await add(now - i * HOUR);
  for (const i of [2, 9, 9]) await add(now + i * HOUR);
});
afterAll(() => t.close());

describe('GET /appointment/list paging', () => {
  it('counts each tab exactly, and keeps the counts through inserts and deletes', async () => {
    expect((await listPage(t, w.token, listPath('past'))).meta.total).toBe(36);
    expect((await listPage(t, w.token, listPath('future'))).meta.total).toBe(19);
    const extra = await add(now - 100 * HOUR);
    expect((await listPage(t, w.token, listPath('past'))).meta.total).toBe(37);
    const res = await send(t, 'DELETE', `${base}/${extra}`, undefined, w.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await listPage(t, w.token, listPath('past'))).meta.total).toBe(36);
    expect((await listPage(t, w.token, listPath('future'))).meta.total).toBe(19);
  });

  it('answers every page by number in the list order, the back half read from the end', async () => {
    for (const tab of ['past', 'future'] as const) {
      const expected = await expectedOrder(tab);
      expect(await walkByNumber(t, w.token, listPath(tab), 7, expected.length)).toEqual(expected);
    }
    const beyond = await listPage(t, w.token, `${listPath('past')}&limit=7&page=9`);
    expect(beyond.data).toEqual([]);
  });

  it('walks forward and back by cursor through the same rows', async () => {
    for (const tab of ['past', 'future'] as const) {
      const expected = await expectedOrder(tab);
      const forward = await walkByCursor(t, w.token, listPath(tab), 5);
      expect(forward.ids).toEqual(expected);
      expect(forward.pages.at(-1)!.data.length).toBeLessThanOrEqual(5);
      expect(await walkBackByCursor(t, w.token, listPath(tab), 5, expected.length)).toEqual(expected);
    }
  });

  it('neither skips nor repeats a row while rows are added between pages', async () => {
    const before = await expectedOrder('past');
    const starts: string[] = [];
    const walk = await walkByCursor(t, w.token, listPath('past'), 4, async (page, shown) => {
      // Newer than every row (lands on the pages already seen), deep in the pages still to come, and one
      // sharing the start of the last row shown (a tie the id decides).
      await add(now - 60_000 * page);
      await add(now - 26 * HOUR - 60_000 * page);
      const last = shown.data.at(-1) as { start?: string } | undefined;
      if (last?.start) await add(Date.parse(last.start));
    });
    expectEachOnce(walk.ids, before);
    for (const page of walk.pages) starts.push(...page.data.map((row) => (row as { start?: string }).start!));
    const times = starts.map((start) => Date.parse(start));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a cursor it did not write', async () => {
    for (const cursor of ['x', 'n.!!', `n.${Buffer.from('yesterday|nobody').toString('base64url')}`]) {
      const res = await getWithToken(
        t.app,
        `${listPath('past')}&cursor=${encodeURIComponent(cursor)}`,
        w.token,
      );
      expect(res.statusCode, cursor).toBe(400);
    }
  });
});
