import type { EmployeeRole } from '@salon/core';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate } from '../../../plugins/auth.js';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { servicePreviewService } from '../service-preview.service.js';
import {
  addPerformer,
  createGroup,
  createService,
  get,
  ownerWithSalons,
  send,
  serviceBase,
  serviceEvents,
  serviceFields,
  workWeek,
  type ServiceBody,
} from '../../../test/service-fixtures.js';

/**
 * The roles table (docs/product.md "Roles and permissions") on the service calls, tenancy, and the
 * client's-eye preview.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let rival: Awaited<ReturnType<typeof ownerWithSalons>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
let groupId: string;
let service: ServiceBody;
let otherSalonService: ServiceBody;
let rivalService: ServiceBody;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'services.access@example.com', 2);
  rival = await ownerWithSalons(t, 'services.rival@example.com');
  logins = await loginsByRole(t, owner.company._id, owner.salon._id);
  groupId = (await createGroup(t, owner.token, owner.salon._id, 'Cabello'))._id;
  service = await createService(t, owner.token, owner.salon._id, groupId, { discount_price: 20 });
  const otherGroup = await createGroup(t, owner.token, owner.second!._id, 'Cabello');
  otherSalonService = await createService(t, owner.token, owner.second!._id, otherGroup._id);
  const rivalGroup = await createGroup(t, rival.token, rival.salon._id, 'Cabello');
  rivalService = await createService(t, rival.token, rival.salon._id, rivalGroup._id);
});
afterAll(() => t.close());

const readCalls = (token: string, id: string, salonId: string) => [
  get(t, `${serviceBase}?salon_id=${salonId}`, token),
  get(t, `${serviceBase}/${id}`, token),
  get(t, `${serviceBase}/${id}/test`, token),
];
const writeCalls = (token: string, id: string, salonId: string, group: string) => [
  send(t, 'POST', serviceBase, { salon_id: salonId, ...serviceFields(group, { name: 'Intruso' }) }, token),
  send(t, 'PUT', `${serviceBase}/${id}`, serviceFields(group, { name: 'Cambiado' }), token),
  send(t, 'PATCH', `${serviceBase}/${id}/status`, { status: 'inactive' }, token),
  send(t, 'DELETE', `${serviceBase}/${id}`, undefined, token),
];
const codes = async (calls: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(calls)).map((r) => r.statusCode);

describe('roles', () => {
  it('secretary and intermediate read services but change nothing; basic gets 403 everywhere', async () => {
    const before = (await serviceEvents(t, owner.token)).length;
    for (const role of ['secretary', 'intermediate'] as EmployeeRole[]) {
      const { token } = logins[role];
      expect(await codes(readCalls(token, service._id, owner.salon._id)), role).toEqual([200, 200, 200]);
      expect(await codes(writeCalls(token, service._id, owner.salon._id, groupId)), role).toEqual([
        403, 403, 403, 403,
      ]);
    }
    const { token } = logins.basic;
    expect(await codes(readCalls(token, service._id, owner.salon._id))).toEqual([403, 403, 403]);
    expect(await codes(writeCalls(token, service._id, owner.salon._id, groupId))).toEqual([
      403, 403, 403, 403,
    ]);
    expect((await serviceEvents(t, owner.token)).length).toBe(before);
    expect((await get(t, `${serviceBase}/${service._id}`, owner.token)).json().data).toEqual(service);
  });

  it('lets the manager do everything in its salon, logged under its name', async () => {
    const { token } = logins.manager;
    const made = await createService(t, token, owner.salon._id, groupId, { name: 'Del gerente' });
    const put = await send(
      t,
      'PUT',
      `${serviceBase}/${made._id}`,
      serviceFields(groupId, { name: 'Gerencia' }),
      token,
    );
    expect(put.statusCode).toBe(200);
    const patch = await send(t, 'PATCH', `${serviceBase}/${made._id}/status`, { status: 'inactive' }, token);
    expect(patch.json().data.status).toBe('inactive');
    expect((await send(t, 'DELETE', `${serviceBase}/${made._id}`, undefined, token)).statusCode).toBe(200);
    const events = await serviceEvents(t, owner.token);
    expect(events.slice(0, 4).map((event) => event.action)).toEqual([
      'delete',
      'status_change',
      'update',
      'create',
    ]);
  });
});

describe('tenancy', () => {
  it('answers another company’s owner 404 on every call, exactly as for a missing service', async () => {
    const ghost = await get(t, `${serviceBase}/${GHOST_ID}`, rival.token);
    const theirs = await get(t, `${serviceBase}/${service._id}`, rival.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(ghost.body);
    const rivalGroup = rivalService.group._id;
    expect(await codes(writeCalls(rival.token, service._id, owner.salon._id, rivalGroup))).toEqual([
      404, 404, 404, 404,
    ]);
    expect((await get(t, `${serviceBase}/${service._id}/test`, rival.token)).statusCode).toBe(404);
    expect((await get(t, `${serviceBase}?salon_id=${owner.salon._id}`, rival.token)).json().code).toBe(
      'SALON_NOT_FOUND',
    );
    // The owner cannot reach the rival's service either, nor put a service in the rival's group.
    expect((await get(t, `${serviceBase}/${rivalService._id}`, owner.token)).statusCode).toBe(404);
    const intoTheirs = await send(
      t,
      'POST',
      serviceBase,
      { salon_id: owner.salon._id, ...serviceFields(rivalGroup) },
      owner.token,
    );
    expect(intoTheirs.statusCode).toBe(400);
  });

  it('answers an employee 404 for another salon of its company', async () => {
    const { token } = logins.manager;
    const salonId = owner.second!._id;
    expect(await codes(readCalls(token, otherSalonService._id, salonId))).toEqual([404, 404, 404]);
    expect(
      await codes(writeCalls(token, otherSalonService._id, salonId, otherSalonService.group._id)),
    ).toEqual([404, 404, 404, 404]);
    expect((await get(t, `${serviceBase}/${otherSalonService._id}`, owner.token)).json().data).toEqual(
      otherSalonService,
    );
  });
});

describe('GET /service/{id}/test', () => {
  it('shows the price a client pays, who performs it and the next free times', async () => {
    const base = { companyId: owner.company._id, salonId: owner.salon._id, serviceIds: [service._id] };
    const everyDay = workWeek(
      Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, ['09:00', '18:00', ['12:00', '13:00']]])),
    );
    const ana = await addPerformer(t, {
      ...base,
      firstName: 'Ana',
      schedule: everyDay,
      avatarPath: 'employees/ana.webp',
    });
    await addPerformer(t, { ...base, firstName: 'Luis', schedule: everyDay, activeInCalendar: false });
    await addPerformer(t, { ...base, firstName: 'Marta', schedule: everyDay, deactivated: true });
    await addPerformer(t, { ...base, firstName: 'Pedro', schedule: everyDay, serviceIds: [] });

    const res = await get(t, `${serviceBase}/${service._id}/test`, logins.intermediate.token);
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({
      service: { _id: service._id, regular_price: 25, discount_price: 20 },
      price: 20,
      time_zone: 'America/Caracas',
      employees: [{ _id: ana, name: 'Ana Rivas', avatar: '/api/files/employees/ana.webp' }],
    });
    const starts = (preview.next_free_times as { start: string; employee_id: string }[]).map((time) => {
      expect(time.employee_id).toBe(ana);
      return new Date(time.start);
    });
    expect(starts).toHaveLength(6);
    for (const [index, start] of starts.entries()) {
      expect(start.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(start.getUTCMinutes() % 15).toBe(0);
      if (index > 0) expect(start.getTime()).toBeGreaterThan(starts[index - 1]!.getTime());
    }
  });

  it('answers no performers and no times for a service nobody performs', async () => {
    const lonely = await createService(t, owner.token, owner.salon._id, groupId, { name: 'Sin personal' });
    const preview = (await get(t, `${serviceBase}/${lonely._id}/test`, owner.token)).json().data;
    expect(preview).toMatchObject({ price: 25, employees: [], next_free_times: [] });
  });

  it('skips days off and works in the salon’s zone (fixed clock)', async () => {
    const special = await createService(t, owner.token, owner.salon._id, groupId, {
      name: 'Lunes',
      duration: 45,
    });
    const base = { companyId: owner.company._id, salonId: owner.salon._id, serviceIds: [special._id] };
    const carla = await addPerformer(t, {
      ...base,
      firstName: 'Carla',
      schedule: workWeek({ 0: ['09:00', '11:00'] }),
      daysOff: ['2030-01-07'],
    });
    const auth = await authenticate(t.app.ctx, {
      headers: { authorization: `Bearer ${owner.token}` },
    } as FastifyRequest);
    // Monday 7 January 2030, 08:00 in Caracas: that Monday is off, so the next Monday it is.
    const preview = await servicePreviewService.preview(
      t.app.ctx,
      auth,
      special._id,
      new Date('2030-01-07T12:00:00Z'),
    );
    expect(preview.next_free_times).toEqual(
      ['13:00', '13:15', '13:30', '13:45', '14:00', '14:15'].map((hour) => ({
        start: `2030-01-14T${hour}:00.000Z`,
        employee_id: carla,
      })),
    );
  });
});
