import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../lib/ids.js';
import { base, bookingWorld, get } from '../../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appointments } from '../../../db/tables/appointment.table.js';
import { clients } from '../../../db/tables/client.table.js';

/**
 * The list search asks for the matched clients inside its own statements: a salon of 40,000 clients where
 * 15,000 hold "Mar" must not send those ids back and forth (docs/benchmarks.md, "The appointment list's search
 * and the salon's size"). Read from the statements themselves (PostgreSQL: the test app's query log).
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(onPostgres)('the list search with many matching clients', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  const statements: Array<{ text: string; params: unknown[] }> = [];
  let marIds: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { JOBS_WORKER: 'off' },
      { logQuery: (text, params) => statements.push({ text, params }) },
    );
    w = await bookingWorld(t, 'appt.search.statements@example.com');
    const rows = Array.from({ length: 40 }, (_, i) => ({
      id: newId(),
      companyId: w.company._id,
      salonId: w.salon._id,
      firstName: i % 2 ? 'María' : 'Mario',
      lastName: `Martínez ${i}`,
      email: `mar.${i}@example.com`,
      phone: `+58 412 555 ${String(1000 + i)}`,
      phoneDigits: `58412555${1000 + i}`,
    }));
    await t.db.insert(clients).values(rows);
    marIds = rows.map((row) => row.id);
    const HOUR = 3_600_000;
    await t.db.insert(appointments).values(
      marIds.map((clientId, i) => ({
        id: newId(),
        companyId: w.company._id,
        salonId: w.salon._id,
        clientId,
        employeeId: w.employeeId,
        serviceId: w.service._id,
        startsAt: new Date(Date.now() - (i + 1) * HOUR),
        endsAt: new Date(Date.now() - (i + 1) * HOUR + 30 * 60_000),
        status: 'done' as const,
        priceCents: 2000,
      })),
    );
  });
  afterAll(() => t.close());

  it('finds their visits without sending the matched ids in any statement', async () => {
    statements.length = 0;
    const res = await get(t, `${base}/list?salon_id=${w.salon._id}&tab=past&q=mar`, w.token);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { data: { _id: string }[]; meta: { total: number } };
    expect(answer.meta.total).toBe(40);
    expect(answer.data).toHaveLength(20);
    const sent = statements.flatMap((statement) => statement.params.map(String)).join(' ');
    expect(marIds.filter((id) => sent.includes(id))).toEqual([]);
  });
});
