import { encodePageCursor } from '@salon/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients, clientStats } from '../../../db/tables/client.table.js';
import { newId } from '../../../lib/ids.js';
import { get } from '../../../test/appointment-fixtures.js';
import {
  expectEachOnce,
  listPage,
  walkBackByCursor,
  walkByCursor,
  walkByNumber,
} from '../../../test/paging.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { visitWorld, type VisitWorld } from '../../../test/visit-fixtures.js';

/** The client list sorted by a figure, paged by number and by cursor, ties by id. */
let t: TestApp;
let w: VisitWorld;
const base = '/api/v1/business/client';
const listPath = (query: string) => `${base}?salon_id=${w.salon._id}&${query}`;
let slot = 0;

/** A past appointment of the client, each on its own hour so none overlaps. */
async function past(clientId: string, status: 'done' | 'no_show', priceCents = 2000) {
  slot++;
  const start = new Date(Date.now() - 400 * 86_400_000 + slot * 3_600_000);
  await t.db.insert(appointments).values({
    id: newId(),
    companyId: w.company._id,
    salonId: w.salon._id,
    clientId,
    employeeId: w.employeeId,
    serviceId: w.service._id,
    startsAt: start,
    endsAt: new Date(start.getTime() + 45 * 60_000),
    status,
    priceCents,
  });
}

/** The salon's clients in the expected order: the figure, then the id, both one way. */
async function expectedOrder(column: 'noShows' | 'visits', order: 'asc' | 'desc') {
  const rows = await t.db
    .select({ id: clientStats.clientId, value: clientStats[column] })
    .from(clientStats)
    .where(and(eq(clientStats.companyId, w.company._id), eq(clientStats.salonId, w.salon._id)));
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .sort((a, b) => sign * (a.value - b.value || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)))
    .map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  w = await visitWorld(t, 'client.figures.sort@example.com');
  // 13 clients more (14 in all): no-shows 0 to 3 in groups, so most ties are broken by id alone.
  for (let i = 0; i < 13; i++) {
    const id = newId();
    await t.db.insert(clients).values({
      id,
      companyId: w.company._id,
      salonId: w.salon._id,
      firstName: `Orden${i}`,
      lastName: 'Cifras',
      email: `orden${i}@figures.test`,
      phone: `+58 414 111 ${String(i).padStart(4, '0')}`,
      phoneDigits: `58414111${String(i).padStart(4, '0')}`,
    });
    for (let n = 0; n < i % 4; n++) await past(id, 'no_show');
    for (let n = 0; n < i % 3; n++) await past(id, 'done');
  }
});
afterAll(() => t.close());

describe('GET /client sorted by a figure', () => {
  it.each([
    ['no_shows', 'noShows', 'desc'],
    ['no_shows', 'noShows', 'asc'],
    ['visits', 'visits', 'desc'],
  ] as const)(
    'by %s %s… walks every page once, by cursor both ways and by number',
    async (sort, column, order) => {
      const expected = await expectedOrder(column, order);
      expect(expected).toHaveLength(14);
      const path = listPath(`sort=${sort}&order=${order}`);
      const forward = await walkByCursor(t, w.token, path, 4);
      expect(forward.ids).toEqual(expected);
      expect(await walkBackByCursor(t, w.token, path, 4, 14)).toEqual(expected);
      expect(await walkByNumber(t, w.token, path, 4, 14)).toEqual(expected);
    },
  );

  it('puts the most no-shows first, with the figures on each row', async () => {
    const body = await listPage(t, w.token, listPath('sort=no_shows&limit=3'));
    const rows = body.data as unknown as { no_shows: number; visits: number }[];
    expect(rows.map((row) => row.no_shows)).toEqual([3, 3, 3]);
  });

  it('never repeats a row when a figure changes while paging by last visit', async () => {
    const { ids } = await walkByCursor(
      t,
      w.token,
      listPath('sort=last_visit&order=desc'),
      5,
      async (page) => {
        // The client never seen yet (no visit: last) gets one, and moves up the list while it is read.
        if (page === 1) await past(w.client._id, 'done');
      },
    );
    expectEachOnce(ids, []);
  });

  it('refuses a cursor of another sort (400), and an unknown sort', async () => {
    const cursor = encodePageCursor({ direction: 'next', key: '2026-01-01 10:00:00+00', id: newId() });
    const res = await get(t, listPath(`sort=visits&cursor=${cursor}`), w.token);
    expect(res.statusCode).toBe(400);
    const numeric = encodePageCursor({ direction: 'next', key: '3', id: newId() });
    expect((await get(t, listPath(`cursor=${numeric}`), w.token)).statusCode).toBe(400);
    expect((await get(t, listPath(`sort=visits&cursor=${numeric}`), w.token)).statusCode).toBe(200);
    expect((await get(t, listPath('sort=price'), w.token)).statusCode).toBe(400);
    expect((await get(t, listPath('order=up'), w.token)).statusCode).toBe(400);
  });
});
