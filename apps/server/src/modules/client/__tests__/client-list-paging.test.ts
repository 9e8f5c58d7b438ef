import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import {
  expectEachOnce,
  listPage,
  walkBackByCursor,
  walkByCursor,
  walkByNumber,
} from '../../../test/paging.js';
import { ownerWithSalons, send } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { clients } from '../../../db/tables/client.table.js';

/** The client list's pages by cursor and by number, and its counts kept by triggers. */
let t: TestApp;
let w: Awaited<ReturnType<typeof ownerWithSalons>>;
const base = '/api/v1/business/client';
let made = 0;

/** Clients written straight to the table, all with one `createdAt` (so only the id orders them). */
async function addClients(n: number, createdAt: Date, salonId = w.salon._id) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    made++;
    await t.db.insert(clients).values({
      id,
      companyId: w.company._id,
      salonId,
      firstName: `Cliente${made}`,
      lastName: 'Paginado',
      email: `cliente${made}@paging.test`,
      phone: `+58 414 000 ${String(made).padStart(4, '0')}`,
      phoneDigits: `58414000${String(made).padStart(4, '0')}`,
      createdAt,
    });
    ids.push(id);
  }
  return ids;
}

async function expectedOrder(status?: 'active' | 'inactive') {
  const rows = await t.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.salonId, w.salon._id), status ? eq(clients.status, status) : undefined))
    .orderBy(desc(clients.createdAt), desc(clients.id));
  return rows.map((row) => row.id);
}

const listPath = (query = '') => `${base}?salon_id=${w.salon._id}${query}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await ownerWithSalons(t, 'client.paging@example.com', 2);
  const day = 86_400_000;
  for (let i = 0; i < 6; i++) await addClients(4, new Date(Date.now() - (10 - i) * day));
  await addClients(3, new Date(Date.now() - day), w.second!._id);
});
afterAll(() => t.close());

describe('GET /client paging', () => {
  it('counts exactly per status, through status changes and new clients', async () => {
    expect((await listPage(t, w.token, listPath())).meta.total).toBe(24);
    const [first] = await expectedOrder();
    const res = await send(t, 'PATCH', `${base}/${first}/status`, { status: 'inactive' }, w.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await listPage(t, w.token, listPath('&status=inactive'))).meta.total).toBe(1);
    expect((await listPage(t, w.token, listPath('&status=active'))).meta.total).toBe(23);
    expect((await listPage(t, w.token, listPath())).meta.total).toBe(24);
    const created = await send(
      t,
      'POST',
      base,
      {
        salon_id: w.salon._id,
        firstName: 'Nueva',
        lastName: 'Clienta',
        email: 'nueva@paging.test',
        phoneNumber: '+58 414 555 0000',
      },
      w.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect((await listPage(t, w.token, listPath())).meta.total).toBe(25);
    expect((await listPage(t, w.token, `${base}?salon_id=${w.second!._id}`)).meta.total).toBe(3);
  });

  it('answers every page by number, the back half read from the end, for each status', async () => {
    for (const status of [undefined, 'active', 'inactive'] as const) {
      const expected = await expectedOrder(status);
      const path = listPath(status ? `&status=${status}` : '');
      expect(await walkByNumber(t, w.token, path, 4, expected.length)).toEqual(expected);
    }
  });

  it('walks forward and back by cursor through the same rows', async () => {
    const expected = await expectedOrder();
    expect((await walkByCursor(t, w.token, listPath(), 6)).ids).toEqual(expected);
    expect(await walkBackByCursor(t, w.token, listPath(), 6, expected.length)).toEqual(expected);
  });

  it('neither skips nor repeats a client while clients are added between pages', async () => {
    const before = await expectedOrder();
    const walk = await walkByCursor(t, w.token, listPath(), 5, async (page) => {
      await addClients(1, new Date()); // newest: on the pages already seen
      await addClients(1, new Date(Date.now() - (7.5 - page / 10) * 86_400_000)); // still to come
    });
    expectEachOnce(walk.ids, before);
  });
});
