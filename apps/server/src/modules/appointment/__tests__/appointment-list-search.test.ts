import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { base, bookingWorld, clientBase, get, send } from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { SEARCH_COUNT_CAP } from '../appointment-list.repository.js';

/**
 * The list's text search: matched by the names of the salon's clients, employees and services, then
 * by id, and counted up to SEARCH_COUNT_CAP, past which the answer says `capped` and pages on all the same.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
const HOUR = 3_600_000;
const now = Date.now();
const many = SEARCH_COUNT_CAP + 5;
let pedroVisits: string[] = [];

const clientNamed = async (salonId: string, firstName: string, email: string) => {
  const res = await send(
    t,
    'POST',
    clientBase,
    { salon_id: salonId, firstName, lastName: 'Pérez', email, phoneNumber: '0412-555.02.02' },
    w.token,
  );
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data._id as string;
};

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'appt.list.search@example.com');
  const pedro = await clientNamed(w.salon._id, 'Pedro', 'pedro.search@example.com');
  const elsewhere = await clientNamed(w.second!._id, 'Pedro', 'pedro.elsewhere@example.com');
  const row = (start: number, clientId: string, salonId = w.salon._id) => ({
    id: newId(),
    companyId: w.company._id,
    salonId,
    clientId,
    employeeId: w.employeeId,
    serviceId: w.service._id,
    startsAt: new Date(start),
    endsAt: new Date(start + 30 * 60_000),
    status: 'done' as const,
    priceCents: 2000,
  });
  // María's visits an hour apart going back; Pedro's three in the half hours between them.
  const rows = Array.from({ length: many }, (_, i) => row(now - (i + 1) * HOUR, w.client._id));
  const pedros = [1, 2, 3].map((i) => row(now - i * HOUR - HOUR / 2, pedro));
  pedroVisits = pedros.map((visit) => visit.id);
  await t.db.insert(appointments).values([...rows, ...pedros]);
  // A Pedro of the other salon, with a visit at a time of its own.
  const other = row(now - 10 * HOUR - HOUR / 2, elsewhere, w.second!._id);
  await t.db.insert(appointments).values({ ...other, employeeId: w.employeeId });
});
afterAll(() => t.close());

const search = async (q: string, extra = '') => {
  const res = await get(
    t,
    `${base}/list?salon_id=${w.salon._id}&tab=past&q=${encodeURIComponent(q)}${extra}`,
    w.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: { _id: string; start: string }[]; meta: Record<string, unknown> };
};

describe('the list search', () => {
  it('counts a rare name exactly, in this salon only', async () => {
    const answer = await search('pedro pé');
    expect(answer.meta).toEqual({ total: 3, page: 1, limit: 20 });
    expect(answer.data.map((row) => row._id)).toEqual(pedroVisits);
  });

  it('stops counting a name most of the history holds at the cap, and pages on past it', async () => {
    for (const q of ['corte', 'ana riv', 'maría gonz']) {
      const answer = await search(q);
      expect(answer.meta, q).toEqual({ total: SEARCH_COUNT_CAP, page: 1, limit: 20, capped: true });
      expect(answer.data, q).toHaveLength(20);
    }
    const first = await search('corte');
    const starts = first.data.map((row) => Date.parse(row.start));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    // Past the cap: the rows are still there, read by offset (`corte` matches María's and Pedro's).
    const beyond = await search('corte', `&limit=20&page=${Math.ceil(SEARCH_COUNT_CAP / 20) + 1}`);
    expect(beyond.data).toHaveLength(many + 3 - SEARCH_COUNT_CAP);
  });

  it('matches nothing without failing', async () => {
    expect((await search('zzz')).meta).toEqual({ total: 0, page: 1, limit: 20 });
  });
});
