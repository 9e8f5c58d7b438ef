import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { createCompany } from '../../../test/fixtures.js';
import { signUpOwner } from '../../../test/http.js';
import {
  expectEachOnce,
  listPage,
  walkBackByCursor,
  walkByCursor,
  walkByNumber,
} from '../../../test/paging.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { eventLog } from '../../../db/tables/event-log.table.js';
import { recordEvent } from '../event-log.writer.js';

/** The event log's pages by cursor and by number, and its counts kept by triggers. */
let t: TestApp;
let owner: { token: string; accountId: string };
let companyId: string;
const north = { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', name: 'Estudio Norte' };
const south = { id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c', name: 'Estudio Sur' };
const path = '/api/v1/business/event-log';

const actor = () => ({ companyId, accountId: owner.accountId, actorName: 'Ana Pérez' });

/** `n` entries in one transaction: they share its timestamp, so only the id orders them. */
async function batch(n: number, area: 'client' | 'salon' | 'schedule' = 'client', salon = north) {
  await t.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) await recordEvent(tx, actor(), { action: 'update', area, salon });
  });
}

/** An entry written long ago (a late import, say): it lands among the pages not yet walked. */
async function oldEntry(daysAgo: number) {
  await t.db.insert(eventLog).values({
    id: newId(),
    companyId,
    actorName: 'Importación',
    action: 'create',
    area: 'client',
    salonId: north.id,
    salonName: north.name,
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
  });
}

async function expectedOrder(areas?: string[]) {
  const rows = await t.db
    .select({ id: eventLog.id })
    .from(eventLog)
    .where(
      and(eq(eventLog.companyId, companyId), areas ? inArray(eventLog.area, areas as ['client']) : undefined),
    )
    .orderBy(desc(eventLog.createdAt), desc(eventLog.id));
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'log.paging@example.com');
  companyId = (await createCompany(t, owner.token))._id;
  for (let i = 0; i < 4; i++) await batch(6);
  await batch(3, 'salon');
  await batch(2, 'schedule', south);
  for (const days of [3, 30, 300]) await oldEntry(days);
});
afterAll(() => t.close());

describe('GET /event-log paging', () => {
  it('counts exactly for every filter, as the rows are', async () => {
    const [all] = await t.db.select({ n: count() }).from(eventLog).where(eq(eventLog.companyId, companyId));
    expect((await listPage(t, owner.token, path)).meta.total).toBe(all!.n);
    expect(all!.n).toBe(24 + 3 + 2 + 3 + 1); // and the company's creation
    expect((await listPage(t, owner.token, `${path}?area=client`)).meta.total).toBe(27);
    expect((await listPage(t, owner.token, `${path}?area=salon`)).meta.total).toBe(5); // salon + schedule
    expect((await listPage(t, owner.token, `${path}?salon_id=${south.id}`)).meta.total).toBe(2);
    expect((await listPage(t, owner.token, `${path}?area=salon&salon_id=${north.id}`)).meta.total).toBe(3);
  });

  it('answers every page by number in the list order, the back half read from the end', async () => {
    const expected = await expectedOrder();
    expect(await walkByNumber(t, owner.token, path, 5, expected.length)).toEqual(expected);
    const clients = await expectedOrder(['client']);
    expect(await walkByNumber(t, owner.token, `${path}?area=client`, 4, clients.length)).toEqual(clients);
  });

  it('walks forward and back by cursor through the same rows', async () => {
    const expected = await expectedOrder(['client']);
    const forward = await walkByCursor(t, owner.token, `${path}?area=client`, 5);
    expect(forward.ids).toEqual(expected);
    expect(await walkBackByCursor(t, owner.token, `${path}?area=client`, 5, expected.length)).toEqual(
      expected,
    );
  });

  it('neither skips nor repeats an entry while entries are written between pages', async () => {
    const before = await expectedOrder();
    const walk = await walkByCursor(t, owner.token, path, 4, async (page) => {
      await batch(2); // newest: on the pages already seen
      if (page % 2) await oldEntry(100 + page); // among the pages still to come
    });
    expectEachOnce(walk.ids, before);
    const [after] = await t.db.select({ n: count() }).from(eventLog).where(eq(eventLog.companyId, companyId));
    expect((await listPage(t, owner.token, path)).meta.total).toBe(after!.n);
  });
});
