import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { setPlan } from '../../../test/promotion-fixtures.js';
import { get, ownerWithSalons, send } from '../../../test/service-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/** GET /plan for every login of a company, and the end-to-end specs' plan hook (off unless configured). */
let t: TestApp;
let hooked: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  hooked = await createTestApp({ E2E_TEST_HOOKS: '1' });
});
afterAll(async () => {
  await t.close();
  await hooked.close();
});

describe('GET /plan', () => {
  it('answers the trial plan and its features to the owner and to every employee', async () => {
    const owner = await ownerWithSalons(t, 'plan.reader@example.com');
    const logins = await loginsByRole(t, owner.company._id, owner.salon._id);
    for (const token of [owner.token, logins.manager.token, logins.basic.token]) {
      const res = await get(t, '/api/v1/business/plan', token);
      expect(res.json().data).toMatchObject({
        plan: 'standard_plan',
        status: 'trialing',
        features: { salons: 1, gallery_images_per_salon: 30, employees_per_salon: 10, promotions: true },
      });
    }
    await setPlan(t, owner.company._id, 'basic_plan');
    expect((await get(t, '/api/v1/business/plan', owner.token)).json().data).toMatchObject({
      plan: 'basic_plan',
      status: 'active',
      features: { promotions: false, cancellation_policy: false },
    });
    expect((await get(t, '/api/v1/business/plan')).statusCode).toBe(401);
  });
});

describe('the plan hook of the end-to-end specs', () => {
  it('does not exist unless E2E_TEST_HOOKS=1', async () => {
    const owner = await ownerWithSalons(t, 'plan.nohook@example.com');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/proxy/test/plan',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { plan: 'advanced_plan' },
    });
    expect(res.statusCode).toBe(404);
    expect((await get(t, '/api/v1/business/plan', owner.token)).json().data.plan).toBe('standard_plan');
  });

  it('with it, changes the caller’s own company’s plan, for owners only', async () => {
    const owner = await ownerWithSalons(hooked, 'plan.hook@example.com');
    const logins = await loginsByRole(hooked, owner.company._id, owner.salon._id);
    const put = (token: string) =>
      hooked.app.inject({
        method: 'PUT',
        url: '/api/proxy/test/plan',
        headers: { authorization: `Bearer ${token}` },
        payload: { plan: 'basic_plan' },
      });
    expect((await put(logins.manager.token)).statusCode).toBe(403);
    const res = await put(owner.token);
    expect(res.json().data).toMatchObject({ plan: 'basic_plan', features: { promotions: false } });
    const promotion = await send(
      hooked,
      'POST',
      '/api/v1/business/promotion',
      {
        salon_id: owner.salon._id,
        title: 'x',
        start: '2030-01-01',
        end: '2030-01-01',
        mode: 'discount',
        services: [owner.salon._id],
        discount: 5,
      },
      owner.token,
    );
    expect(promotion.json().code).toBe('PLAN_NO_PROMOTIONS');
  });
});
