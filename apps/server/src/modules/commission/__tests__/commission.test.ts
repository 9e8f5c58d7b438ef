import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commissionPlans, commissionSettings } from '../../../db/tables/commission.table.js';
import { eventLog } from '../../../db/tables/event-log.table.js';
import { bookingWorld, get, performingLogin, send } from '../../../test/appointment-fixtures.js';
import { errorFields, errorOf } from '../../../test/booking-fixtures.js';
import { createService } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Commission plans and method fees (docs/decisions.md "Commissions"): saved and read back whole, who may read
 * or write them, and bad input refused with nothing saved.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof bookingWorld>>;
let rival: Awaited<ReturnType<typeof bookingWorld>>;
let secretary: string;
let basic: { token: string; employeeId: string };
let manager: string;
let second: { _id: string };
const planUrl = (id: string, salonId = w.salon._id) =>
  `/api/v1/business/employee/${id}/commission-plan?salon_id=${salonId}`;
const settingsUrl = '/api/v1/business/commission-settings';

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
  w = await bookingWorld(t, 'commission@example.com');
  rival = await bookingWorld(t, 'commission.rival@example.com');
  secretary = (await performingLogin(t, w, 'secretary')).token;
  basic = await performingLogin(t, w, 'basic');
  manager = (await performingLogin(t, w, 'manager')).token;
  second = await createService(t, w.token, w.salon._id, w.group._id, { name: 'Corte largo' });
});
afterAll(() => t.close());

const plan = (overrides: Record<string, unknown> = {}) => ({
  salon_id: w.salon._id,
  default_percent: 40,
  group_overrides: [{ group_id: w.group._id, percent: 45 }],
  service_overrides: [{ service_id: w.service._id, percent: 50.5 }],
  tiers: [
    { from: 0, percent: 40 },
    { from: 1000, percent: 50 },
  ],
  tier_mode: 'progressive',
  after_method_fee: true,
  ...overrides,
});
const put = (id: string, body: Record<string, unknown>, token = w.token) =>
  send(t, 'PUT', planUrl(id).split('?')[0]!, body, token);
const savedPlan = async (id: string) =>
  (
    await t.db
      .select()
      .from(commissionPlans)
      .where(and(eq(commissionPlans.companyId, w.company._id), eq(commissionPlans.employeeId, id)))
  )[0];

describe('commission plan', () => {
  it('is null before any, then saved, read back and replaced whole', async () => {
    const none = await get(t, planUrl(w.employeeId), w.token);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();

    const saved = await put(w.employeeId, plan());
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await get(t, planUrl(w.employeeId), manager);
    expect(read.json().data).toMatchObject({
      employee_id: w.employeeId,
      default_percent: 40,
      group_overrides: [{ group_id: w.group._id, percent: 45 }],
      service_overrides: [{ service_id: w.service._id, percent: 50.5 }],
      tiers: [
        { from: 0, percent: 40 },
        { from: 1000, percent: 50 },
      ],
      tier_mode: 'progressive',
      after_method_fee: true,
    });

    const replaced = await put(
      w.employeeId,
      {
        salon_id: w.salon._id,
        default_percent: 35.25,
        service_overrides: [{ service_id: second._id, percent: 60 }],
      },
      manager,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data).toMatchObject({
      default_percent: 35.25,
      group_overrides: [],
      service_overrides: [{ service_id: second._id, percent: 60 }],
      tiers: [],
      tier_mode: 'progressive',
      after_method_fee: false,
    });
    const logged = await t.db.select().from(eventLog).where(eq(eventLog.entityId, w.employeeId));
    const words = JSON.stringify(logged.map((entry) => entry.details));
    expect(words).toContain('35.25%');
    expect(words).toContain('Corte largo: 60%');
  });

  it('is read by the employee themself, not by a colleague', async () => {
    const own = await get(t, planUrl(basic.employeeId), basic.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toBeNull();
    const colleague = await get(t, planUrl(w.employeeId), basic.token);
    expect(colleague.statusCode).toBe(403);
    expect((await get(t, planUrl(w.employeeId), secretary)).statusCode).toBe(403);
  });

  it('is written by owner and manager only', async () => {
    for (const token of [secretary, basic.token]) {
      const res = await put(basic.employeeId, plan(), token);
      expect(res.statusCode).toBe(403);
    }
    expect(await savedPlan(basic.employeeId)).toBeUndefined();
  });

  it("reads another company's employee or salon as missing", async () => {
    expect((await get(t, planUrl(rival.employeeId), w.token)).statusCode).toBe(404);
    expect((await put(rival.employeeId, plan(), w.token)).statusCode).toBe(404);
    expect((await get(t, planUrl(w.employeeId, rival.salon._id), w.token)).statusCode).toBe(404);
    expect((await put(w.employeeId, plan({ salon_id: rival.salon._id }), w.token)).statusCode).toBe(404);
    // Their group and service, named in a plan of ours, are not ours.
    const res = await put(
      w.employeeId,
      plan({
        group_overrides: [{ group_id: rival.group._id, percent: 10 }],
        service_overrides: [{ service_id: rival.service._id, percent: 10 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorFields(res).sort()).toEqual(['group_overrides', 'service_overrides']);
    expect(errorOf(res).details?.[0]?.code).toBe('validation.invalid');
  });

  it('refuses bad input with a field error and saves nothing', async () => {
    const before = await savedPlan(w.employeeId);
    const cases: [Record<string, unknown>, string][] = [
      [{ default_percent: 100.5 }, 'default_percent'],
      [{ default_percent: -1 }, 'default_percent'],
      [{ default_percent: 10.125 }, 'default_percent'],
      [{ tiers: [{ from: 100, percent: 40 }] }, 'tiers'],
      [
        {
          tiers: [
            { from: 0, percent: 40 },
            { from: 1000, percent: 50 },
            { from: 1000, percent: 55 },
          ],
        },
        'tiers',
      ],
      [
        {
          tiers: [
            { from: 0, percent: 40 },
            { from: 1000, percent: 50 },
            { from: 500, percent: 55 },
          ],
        },
        'tiers',
      ],
      [
        {
          service_overrides: [
            { service_id: w.service._id, percent: 50 },
            { service_id: w.service._id, percent: 55 },
          ],
        },
        'service_overrides',
      ],
      [{ service_overrides: [{ service_id: rival.employeeId, percent: 50 }] }, 'service_overrides'],
      [{ tier_mode: 'sometimes' }, 'tier_mode'],
    ];
    for (const [body, field] of cases) {
      const res = await put(w.employeeId, plan(body));
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(
        errorFields(res).some((name) => name.startsWith(field)),
        res.body,
      ).toBe(true);
    }
    expect(await savedPlan(w.employeeId)).toEqual(before);
  });
});

describe('commission settings', () => {
  const fees = (token = w.token) => get(t, `${settingsUrl}?salon_id=${w.salon._id}`, token);

  it('is empty until set, then read back; a fee over 100 is refused', async () => {
    expect((await fees()).json().data).toEqual({ method_fees: {} });
    const saved = await send(
      t,
      'PUT',
      settingsUrl,
      { salon_id: w.salon._id, method_fees: { pointOfSale: 3.5, paypal: 5.4 } },
      manager,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await fees(secretary);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ method_fees: { pointOfSale: 3.5, paypal: 5.4 } });

    const bad = await send(t, 'PUT', settingsUrl, { salon_id: w.salon._id, method_fees: { paypal: 100.5 } });
    expect(bad.statusCode).toBe(400);
    expect(
      errorFields(bad).some((name) => name.startsWith('method_fees')),
      bad.body,
    ).toBe(true);
    expect((await fees()).json().data).toEqual({ method_fees: { pointOfSale: 3.5, paypal: 5.4 } });
  });

  it('is set by owner and manager only; another company reads as missing', async () => {
    const body = { salon_id: w.salon._id, method_fees: {} };
    expect((await send(t, 'PUT', settingsUrl, body, secretary)).statusCode).toBe(403);
    expect((await fees(basic.token)).statusCode).toBe(403);
    expect((await get(t, `${settingsUrl}?salon_id=${rival.salon._id}`, w.token)).statusCode).toBe(404);
    const stored = await t.db.select().from(commissionSettings);
    expect(stored.filter((row) => row.companyId === w.company._id)).toHaveLength(1);
  });
});
