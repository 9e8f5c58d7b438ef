import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { bookingWorld } from '../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Bookings of one salon do not wait on each other: the triggers that keep the calendar version,
 * the list counts and the daily totals run at commit (migration 0035), so a booking still open holds no lock
 * that another booking of the salon needs — and both are counted once they commit. PostgreSQL only: PGlite
 * runs one transaction at a time.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('bookings of one salon at once', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_WORKER: 'off' });
    w = await bookingWorld(t, 'booking.locks@example.com');
  });
  afterAll(() => t.close());

  const insert = (client: pg.Client, startsAt: Date, kind: string) =>
    client.query(
      `insert into appointments (id, company_id, salon_id, client_id, employee_id, service_id, starts_at,
         ends_at, status, price_cents) values ($1, $2, $3, $4, $5, $6, $7, $8, 'reserved', 2000)`,
      [newId(), w.company._id, w.salon._id, w.client._id, w.employeeId, w.service._id, startsAt, kind],
    );
  const facts = async () => {
    const rows = (await t.db.execute(sql`
      select
        (select calendar_version from salon_calendar_versions where salon_id = ${w.salon._id}) as version,
        (select coalesce(sum(count), 0) from appointment_counts where salon_id = ${w.salon._id}) as counted,
        (select coalesce(sum(count), 0) from appointment_daily_totals
          where salon_id = ${w.salon._id} and dimension = 'status') as totalled
    `)) as unknown as { rows: { version: string; counted: string; totalled: string }[] };
    const [row] = rows.rows;
    return { version: Number(row!.version), counted: Number(row!.counted), totalled: Number(row!.totalled) };
  };

  it('lets a second booking commit while the first is still open, and counts both', async () => {
    const before = await facts();
    const first = new pg.Client({ connectionString: t.postgresUrl! });
    const second = new pg.Client({ connectionString: t.postgresUrl! });
    await first.connect();
    await second.connect();
    try {
      const day = Date.now() + 9 * 86_400_000;
      await first.query('begin');
      await insert(first, new Date(day), new Date(day + 45 * 60_000).toISOString());
      // Before migration 0035 this insert waited for the first transaction's lock on the salon row.
      await second.query(`set lock_timeout = '2s'`);
      await second.query('begin');
      await insert(second, new Date(day + 3_600_000), new Date(day + 3_600_000 + 45 * 60_000).toISOString());
      await second.query('commit');
      const between = await facts();
      expect(between).toEqual({
        version: before.version + 1,
        counted: before.counted + 1,
        totalled: before.totalled + 1,
      });
      await first.query('commit');
      expect(await facts()).toEqual({
        version: before.version + 2,
        counted: before.counted + 2,
        totalled: before.totalled + 2,
      });
    } finally {
      await first.end();
      await second.end();
    }
  });

  it('keeps the counts of a booking rolled back untouched', async () => {
    const before = await facts();
    const client = new pg.Client({ connectionString: t.postgresUrl! });
    await client.connect();
    try {
      const day = Date.now() + 11 * 86_400_000;
      await client.query('begin');
      await insert(client, new Date(day), new Date(day + 45 * 60_000).toISOString());
      await client.query('rollback');
    } finally {
      await client.end();
    }
    expect(await facts()).toEqual(before);
  });
});
