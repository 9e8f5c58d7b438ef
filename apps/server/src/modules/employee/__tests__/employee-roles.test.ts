import type { EmployeeRole } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/tables/subscription.table.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  base,
  createEmployee,
  employeeEvents,
  employeeFields,
  get,
  ownerWithSalon,
  postEmployee,
  send,
  storedEmployeeFiles,
  type EmployeeBody,
} from './employee-fixtures.js';

/**
 * The roles table (docs/product.md "Roles and permissions") on the employee calls, tenancy, and the plan's
 * employees per salon.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalon>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
let carla: EmployeeBody;
let other: EmployeeBody;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalon(t, 'employee.roles@example.com', async (companyId) => {
    await t.db
      .update(subscriptions)
      .set({ plan: 'advanced_plan' })
      .where(eq(subscriptions.companyId, companyId));
  });
  logins = await loginsByRole(t, owner.company._id, owner.salon._id);
  carla = await createEmployee(t, owner.token, owner.salon._id);
  other = await createEmployee(t, owner.token, owner.second!._id);
});
afterAll(() => t.close());

const READERS: EmployeeRole[] = ['manager', 'secretary'];
const MONTH = '2026-03';

const readCalls = (token: string, id: string, salonId: string) => [
  get(t, `${base}?salon_id=${salonId}`, token),
  get(t, `${base}/${id}`, token),
  get(t, `${base}/${id}/availability?month=${MONTH}`, token),
];
const writeCalls = async (token: string, id: string, salonId: string) => [
  await postEmployee(t, token, { salon_id: salonId, ...employeeFields() }),
  await send(t, 'PUT', `${base}/${id}`, { firstName: 'Cambiada' }, token),
  await send(t, 'PATCH', `${base}/${id}/status`, { status: 'inactive' }, token),
  await send(t, 'POST', `${base}/${id}/access`, undefined, token),
  await send(t, 'DELETE', `${base}/${id}/access`, undefined, token),
  await send(
    t,
    'PUT',
    `${base}/${id}/availability?month=${MONTH}`,
    { days: [{ date: `${MONTH}-02`, available: false }] },
    token,
  ),
];

describe('roles', () => {
  it('basic and intermediate may not even read employees: 403, nothing changed or logged', async () => {
    const before = await employeeEvents(t, owner.token);
    for (const role of ['basic', 'intermediate'] as const) {
      const { token } = logins[role];
      const answers = [
        ...(await Promise.all(readCalls(token, carla._id, owner.salon._id))),
        ...(await writeCalls(token, carla._id, owner.salon._id)),
      ];
      for (const res of answers) {
        expect(res.statusCode, `${role} ${res.body}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
    expect(await employeeEvents(t, owner.token)).toEqual(before);
    expect((await get(t, `${base}/${carla._id}`, owner.token)).json().data).toEqual(carla);
  });

  it('the secretary reads but changes nothing', async () => {
    const before = await employeeEvents(t, owner.token);
    const files = storedEmployeeFiles(t).length;
    const { token } = logins.secretary;
    for (const res of await Promise.all(readCalls(token, carla._id, owner.salon._id))) {
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const res of await writeCalls(token, carla._id, owner.salon._id)) {
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(await employeeEvents(t, owner.token)).toEqual(before);
    expect(storedEmployeeFiles(t)).toHaveLength(files);
  });

  it('the manager manages the employees of their salon, logged under their name', async () => {
    const { token } = logins.manager;
    const created = await createEmployee(t, token, owner.salon._id, { role: 'basic' });
    const answers = [
      await send(t, 'PUT', `${base}/${created._id}`, { firstName: 'Cambiada' }, token),
      await send(
        t,
        'PUT',
        `${base}/${created._id}/availability?month=${MONTH}`,
        { days: [{ date: `${MONTH}-02`, available: false }] },
        token,
      ),
      await send(t, 'POST', `${base}/${created._id}/access`, undefined, token),
      await send(t, 'DELETE', `${base}/${created._id}/access`, undefined, token),
      await send(t, 'PATCH', `${base}/${created._id}/status`, { status: 'inactive' }, token),
    ];
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const mine = (await employeeEvents(t, owner.token)).filter((e) => e.entity_id === created._id);
    expect(mine.map((e) => e.action)).toEqual([
      'status_change',
      'update',
      'update',
      'update',
      'update',
      'create',
    ]);
  });
});

describe('another salon of the same company, another company', () => {
  it('an employee login sees its own salon only: the other salon’s employees are 404', async () => {
    for (const role of READERS) {
      const { token } = logins[role];
      const list = await get(t, `${base}?salon_id=${owner.second!._id}`, token);
      expect(list.json().code).toBe('SALON_NOT_FOUND');
      const answers = [
        await get(t, `${base}/${other._id}`, token),
        await get(t, `${base}/${other._id}/availability?month=${MONTH}`, token),
      ];
      if (role === 'manager') {
        answers.push(
          await send(t, 'PUT', `${base}/${other._id}`, { firstName: 'Cambiada' }, token),
          await send(t, 'PATCH', `${base}/${other._id}/status`, { status: 'inactive' }, token),
          await send(t, 'POST', `${base}/${other._id}/access`, undefined, token),
        );
        const post = await postEmployee(t, token, { salon_id: owner.second!._id, ...employeeFields() });
        expect(post.json().code).toBe('SALON_NOT_FOUND');
      }
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('EMPLOYEE_NOT_FOUND');
      }
    }
    expect((await get(t, `${base}/${other._id}`, owner.token)).json().data).toEqual(other);
  });

  it('another company’s owner gets 404 everywhere, exactly as for a missing id', async () => {
    const rival = await ownerWithSalon(t, 'employee.roles.rival@example.com');
    for (const id of [carla._id, GHOST_ID]) {
      const answers = [
        await get(t, `${base}/${id}`, rival.token),
        await get(t, `${base}/${id}/availability?month=${MONTH}`, rival.token),
        ...(await writeCalls(rival.token, id, rival.salon._id)).slice(1),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().code).toBe('EMPLOYEE_NOT_FOUND');
      }
    }
    const list = await get(t, `${base}?salon_id=${owner.salon._id}`, rival.token);
    expect(list.json().code).toBe('SALON_NOT_FOUND');
  });
});

describe('plan limit: employees per salon (10 on every plan)', () => {
  it('stops at 10 active employees, even for concurrent creations, and on reactivation', async () => {
    const salonId = owner.second!._id; // holds `other` already
    for (let i = 0; i < 7; i++) await createEmployee(t, owner.token, salonId);
    // Five at once for the last two places: exactly two get in.
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        postEmployee(t, owner.token, { salon_id: salonId, ...employeeFields() }),
      ),
    );
    const codes = racing.map((res) => (res.statusCode === 200 ? 'ok' : res.json().code)).sort();
    expect(codes).toEqual([
      'PLAN_LIMIT_EMPLOYEES',
      'PLAN_LIMIT_EMPLOYEES',
      'PLAN_LIMIT_EMPLOYEES',
      'ok',
      'ok',
    ]);
    const list = await get(t, `${base}?salon_id=${salonId}&status=active`, owner.token);
    expect(list.json().meta.total).toBe(10);
    const over = await postEmployee(t, owner.token, { salon_id: salonId, ...employeeFields() });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: 'PLAN_LIMIT_EMPLOYEES',
      message: 'Your plan does not allow more employees in this salon.',
    });
    // A deactivated employee frees a place; taking it back while full is refused.
    await send(t, 'PATCH', `${base}/${other._id}/status`, { status: 'inactive' }, owner.token);
    await createEmployee(t, owner.token, salonId);
    const back = await send(t, 'PATCH', `${base}/${other._id}/status`, { status: 'active' }, owner.token);
    expect(back.statusCode).toBe(409);
    expect(back.json().code).toBe('PLAN_LIMIT_EMPLOYEES');
    expect((await get(t, `${base}/${other._id}`, owner.token)).json().data.status).toBe('inactive');
    // Only the stored photos of the employees that exist remain.
    const total = (await get(t, `${base}?salon_id=${salonId}`, owner.token)).json().meta.total as number;
    const prefixes = (await get(t, `${base}?salon_id=${salonId}&limit=100`, owner.token))
      .json()
      .data.map((e: EmployeeBody) => e._id);
    const files = storedEmployeeFiles(t).filter((key) => prefixes.some((id: string) => key.startsWith(id)));
    expect(files).toHaveLength(total);
  });
});
