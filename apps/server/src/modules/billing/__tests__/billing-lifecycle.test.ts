import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  active,
  billingBase,
  confirmPayment,
  invoices,
  quote,
  reportPayment,
} from '../../../test/billing-fixtures.js';
import { employeeLogin } from '../../../test/employee-fixtures.js';
import { createGroup, get, ownerWithSalons, send } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { subscriptions } from '../../../db/tables/subscription.table.js';

/**
 * The subscription's life with time moved forward. The subscription's own instants are moved back instead
 * of faking the clock, because the database's clock (sessions' last use, rows' creation) cannot be faked
 * with it. A trial lapses into 7 days of grace, then the company becomes read-only for everyone; a
 * confirmed payment brings it back. Nothing is deleted on the way.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let staff: Awaited<ReturnType<typeof employeeLogin>>;
const DAY_MS = 86_400_000;
let aged = 0;

/** Makes it `days` since the company was created, as far as its subscription can tell. */
async function dayOf(days: number) {
  const shift = `${days - aged} days`;
  aged = days;
  await t.db
    .update(subscriptions)
    .set({
      currentPeriodStart: sql`${subscriptions.currentPeriodStart} - ${shift}::interval`,
      currentPeriodEnd: sql`${subscriptions.currentPeriodEnd} - ${shift}::interval`,
    })
    .where(eq(subscriptions.companyId, owner.company._id));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'lifecycle.owner@example.com');
  staff = await employeeLogin(t, { companyId: owner.company._id, salonId: owner.salon._id, role: 'manager' });
});
afterAll(async () => {
  await t?.close();
});

const groups = (token: string) => get(t, `/api/v1/business/service-group?salon_id=${owner.salon._id}`, token);
const newGroup = (token: string, name: string) =>
  send(t, 'POST', '/api/v1/business/service-group', { salon_id: owner.salon._id, name }, token);

describe('subscription lifecycle', () => {
  it('counts the trial down', async () => {
    await dayOf(20);
    expect(await active(t, owner.token)).toMatchObject({ state: 'trialing', days_left: 10, writable: true });
    await createGroup(t, owner.token, owner.salon._id, 'Uñas');
    expect((await groups(staff.token)).statusCode).toBe(200);
  });

  it('gives 7 days of grace after the trial, still writable, with the days left', async () => {
    await dayOf(31);
    const pastDue = await active(t, owner.token);
    expect(pastDue).toMatchObject({ state: 'past_due', days_left: 6, writable: true });
    expect(Date.parse(pastDue.grace_ends_at!) - Date.parse(pastDue.period_end)).toBe(7 * DAY_MS);
    expect((await newGroup(staff.token, 'Cejas')).statusCode).toBe(200);
  });

  it('then makes the company read-only for everyone, keeping reads, billing and every row', async () => {
    await dayOf(38);
    expect(await active(t, owner.token)).toMatchObject({ state: 'expired', days_left: 0, writable: false });
    for (const token of [owner.token, staff.token]) {
      const refused = await newGroup(token, 'Maquillaje');
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({ code: 'SUBSCRIPTION_EXPIRED' });
      const read = await groups(token);
      expect(read.statusCode).toBe(200);
      expect(
        read
          .json()
          .data.map((group: { name: string }) => group.name)
          .sort(),
      ).toEqual(['Cejas', 'Uñas']);
    }
    // Nothing is half-written by a refused call, and the owner can still change their own account.
    const rename = await send(t, 'PUT', '/api/v1/business/account/me', { name: 'Ana María' }, owner.token);
    expect(rename.statusCode).not.toBe(402);
    const report = await get(
      t,
      `/api/v1/business/report/incomes?salon_id=${owner.salon._id}&range=last_30_days`,
      owner.token,
    );
    expect(report.statusCode).toBe(200);
  });

  it('a confirmed payment brings it back at once, for a period starting now', async () => {
    const { period_start: periodStart, change } = await quote(t, owner.token, 'standard_plan', 'monthly');
    expect(change).toBe('new_period');
    const startedAt = Date.now();
    expect(Math.abs(Date.parse(periodStart) - startedAt)).toBeLessThan(60_000);
    // Still read-only while the payment waits for the administrator.
    const paymentId = await reportPayment(t, owner.token, 'standard_plan', 'monthly');
    expect((await newGroup(owner.token, 'Maquillaje')).statusCode).toBe(402);
    await confirmPayment(t, paymentId);
    const paid = await active(t, owner.token);
    expect(paid).toMatchObject({ state: 'active', writable: true, plan: 'standard_plan' });
    expect(Date.parse(paid.period_start)).toBeGreaterThanOrEqual(startedAt);
    expect((await newGroup(staff.token, 'Maquillaje')).statusCode).toBe(200);
    expect(await invoices(t, owner.token)).toHaveLength(1);
  });

  it('a cancelled subscription runs to the end of its period, then expires without grace', async () => {
    expect((await send(t, 'POST', `${billingBase}/cancel`, undefined, owner.token)).statusCode).toBe(200);
    aged = 0;
    const cancelled = await active(t, owner.token);
    await dayOf(Math.floor((Date.parse(cancelled.period_end) - Date.now()) / DAY_MS));
    expect(await active(t, owner.token)).toMatchObject({
      state: 'active',
      cancel_at_period_end: true,
      days_left: 1,
    });
    await dayOf(aged + 1);
    expect(await active(t, owner.token)).toMatchObject({ state: 'expired', writable: false });
    expect((await newGroup(owner.token, 'Pestañas')).statusCode).toBe(402);
  });
});
