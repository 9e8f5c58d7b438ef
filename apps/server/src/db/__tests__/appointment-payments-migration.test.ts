import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.js';
import { base, bookingWorld, get } from '../../test/appointment-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { appointments } from '../tables/appointment.table.js';

/**
 * Migration 0031 turned each done appointment's method and price from before payments were recorded into one
 * payment in dollars. Run again here on such rows: the appointment reads as paid once, by its method, and the
 * report's totals do not move.
 */
const migration = readFileSync(
  new URL('../../../drizzle/0031_appointment_payments.sql', import.meta.url),
  'utf8',
);
const backfill = migration
  .slice(
    migration.indexOf('-- Appointments done before'),
    migration.indexOf('CREATE TRIGGER appointment_payments'),
  )
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean);

let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'payments.migration@example.com');
});
afterAll(() => t.close());

const totals = async () =>
  (
    (await t.db.execute(sql`
      select dimension, key, count, income_cents from appointment_daily_totals
      where salon_id = ${w.salon._id} and count <> 0 order by dimension, key, day`)) as unknown as {
      rows: unknown[];
    }
  ).rows;

describe('migration 0031: earlier payments', () => {
  it('makes a done appointment with a method one payment of its price and travel fee', async () => {
    const start = new Date(Date.now() - 3 * 86_400_000);
    const row = (extra: Partial<typeof appointments.$inferInsert>) => ({
      id: newId(),
      companyId: w.company._id,
      salonId: w.salon._id,
      clientId: w.client._id,
      employeeId: w.employeeId,
      serviceId: w.service._id,
      startsAt: start,
      endsAt: new Date(start.getTime() + 45 * 60_000),
      status: 'done' as const,
      priceCents: 3000,
      ...extra,
    });
    const paid = row({ paymentMethod: 'zelle', travelFeeCents: 500 });
    const noMethod = row({ startsAt: new Date(start.getTime() - 86_400_000), endsAt: start });
    const notDone = row({
      startsAt: new Date(start.getTime() + 86_400_000),
      endsAt: new Date(start.getTime() + 86_400_000 + 45 * 60_000),
      status: 'no_show',
      paymentMethod: 'cash',
    });
    await t.db.insert(appointments).values([paid, noMethod, notDone]);
    const before = await totals();

    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const checkout = (await get(t, `${base}/${paid.id}/payments`, w.token)).json().data;
    expect(checkout).toMatchObject({ due: 35, paid: 35, balance: 0 });
    expect(checkout.payments).toMatchObject([
      { method: 'zelle', currency: 'USD', amount: 35, dollars: 35, paid_at: paid.endsAt.toISOString() },
    ]);
    for (const other of [noMethod, notDone])
      expect((await get(t, `${base}/${other.id}/payments`, w.token)).json().data.payments).toEqual([]);
    const [kept] = await t.db.select().from(appointments).where(eq(appointments.id, paid.id));
    expect(kept!.paidByMethod).toEqual({ zelle: 3500 });
    expect(await totals()).toEqual(before);
  });
});
