import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginsByRole } from '../../../test/employee-fixtures.js';
import { fieldCodes, GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  createGroup,
  createService,
  get,
  groupBase,
  ownerWithSalons,
  send,
  serviceBase,
  serviceEvents,
  serviceFields,
  type GroupBody,
} from '../../../test/service-fixtures.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let rival: Awaited<ReturnType<typeof ownerWithSalons>>;
let logins: Awaited<ReturnType<typeof loginsByRole>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'groups.owner@example.com', 2);
  rival = await ownerWithSalons(t, 'groups.rival@example.com');
  logins = await loginsByRole(t, owner.company._id, owner.salon._id);
});
afterAll(() => t.close());

const list = async (token: string, salonId = owner.salon._id) =>
  get(t, `${groupBase}?salon_id=${salonId}`, token);
const names = async (salonId = owner.salon._id) =>
  ((await list(owner.token, salonId)).json().data as GroupBody[]).map((group) => group.name);

describe('POST /service-group', () => {
  it('refuses bad input with field codes', async () => {
    const short = await send(t, 'POST', groupBase, { salon_id: owner.salon._id, name: 'A' }, owner.token);
    expect(short.statusCode).toBe(400);
    expect(fieldCodes(short.json())).toEqual({ name: 'validation.name.min' });
    const long = await send(
      t,
      'POST',
      groupBase,
      { salon_id: owner.salon._id, name: 'x'.repeat(51) },
      owner.token,
    );
    expect(fieldCodes(long.json())).toEqual({ name: 'validation.name.max' });
    const none = await send(t, 'POST', groupBase, { name: 'Cabello' }, owner.token);
    expect(fieldCodes(none.json())).toEqual({ salon_id: 'validation.salonRequired' });
    const ghost = await send(t, 'POST', groupBase, { salon_id: GHOST_ID, name: 'Cabello' }, owner.token);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().code).toBe('SALON_NOT_FOUND');
  });

  it('creates groups (form-encoded too), lists them by name with counts and logs each', async () => {
    const hair = await createGroup(t, owner.token, owner.salon._id, '  Cabello ');
    expect(hair).toMatchObject({ name: 'Cabello', services_count: 0, active_services_count: 0 });
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/proxy${groupBase}`,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ salon_id: owner.salon._id, name: 'Aromaterapia' }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(await names()).toEqual(['Aromaterapia', 'Cabello']);
    const [logged] = await serviceEvents(t, owner.token);
    expect(logged).toMatchObject({
      action: 'create',
      affected_area: 'service',
      entity_id: form.json().data._id,
      salon: { _id: owner.salon._id, name: 'Salón Uno' },
      details: { group: 'Aromaterapia' },
    });
  });

  it('refuses a name the salon already has, ignoring case; another salon may use it', async () => {
    const twin = await send(
      t,
      'POST',
      groupBase,
      { salon_id: owner.salon._id, name: 'CABELLO' },
      owner.token,
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      code: 'SERVICE_GROUP_NAME_TAKEN',
      details: [{ field: 'name', code: 'errors.SERVICE_GROUP_NAME_TAKEN' }],
    });
    await createGroup(t, owner.token, owner.second!._id, 'Cabello');
    expect(await names(owner.second!._id)).toEqual(['Cabello']);
  });

  it('holds when two creations of one name race: one wins, the other is told the name is taken', async () => {
    const body = { salon_id: owner.salon._id, name: 'Uñas' };
    const answers = await Promise.all([
      send(t, 'POST', groupBase, body, owner.token),
      send(t, 'POST', groupBase, { ...body, name: 'uñas' }, owner.token),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('SERVICE_GROUP_NAME_TAKEN');
  });
});

describe('PUT /service-group/{id}', () => {
  it('renames, keeps counts, refuses a taken name and logs the change', async () => {
    const group = await createGroup(t, owner.token, owner.salon._id, 'Maquilaje');
    await createService(t, owner.token, owner.salon._id, group._id);
    const res = await send(t, 'PUT', `${groupBase}/${group._id}`, { name: 'Maquillaje' }, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Maquillaje',
      services_count: 1,
      active_services_count: 1,
    });
    const [logged] = await serviceEvents(t, owner.token);
    expect(logged).toMatchObject({
      action: 'update',
      details: { group: 'Maquillaje', name: { from: 'Maquilaje', to: 'Maquillaje' } },
    });
    const taken = await send(t, 'PUT', `${groupBase}/${group._id}`, { name: 'cabello' }, owner.token);
    expect(taken.statusCode).toBe(409);
    expect(fieldCodes(taken.json())).toEqual({ name: 'errors.SERVICE_GROUP_NAME_TAKEN' });
    const bad = await send(t, 'PUT', `${groupBase}/${group._id}`, { name: 'M' }, owner.token);
    expect(fieldCodes(bad.json())).toEqual({ name: 'validation.name.min' });
    const ghost = await send(t, 'PUT', `${groupBase}/${GHOST_ID}`, { name: 'Otro' }, owner.token);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().code).toBe('SERVICE_GROUP_NOT_FOUND');
  });
});

describe('DELETE /service-group/{id}', () => {
  it('is refused while a service is active, then allowed; inactive services keep the group', async () => {
    const group = await createGroup(t, owner.token, owner.salon._id, 'Barbería');
    const beard = await createService(t, owner.token, owner.salon._id, group._id, { name: 'Barba' });
    await createService(t, owner.token, owner.salon._id, group._id, { name: 'Afeitado', status: 'inactive' });
    const refused = await send(t, 'DELETE', `${groupBase}/${group._id}`, undefined, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SERVICE_GROUP_HAS_ACTIVE_SERVICES',
      message: expect.stringMatching(/active services/),
    });
    expect(await names()).toContain('Barbería');

    await send(t, 'PATCH', `${serviceBase}/${beard._id}/status`, { status: 'inactive' }, owner.token);
    const listed = ((await list(owner.token)).json().data as GroupBody[]).find((g) => g._id === group._id);
    expect(listed).toMatchObject({ services_count: 2, active_services_count: 0 });
    const deleted = await send(t, 'DELETE', `${groupBase}/${group._id}`, undefined, owner.token);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ data: { _id: group._id, deleted: true } });
    expect(await names()).not.toContain('Barbería');
    const [logged] = await serviceEvents(t, owner.token);
    expect(logged).toMatchObject({ action: 'delete', entity_id: group._id, details: { group: 'Barbería' } });

    // The service keeps its group, may not be reactivated or moved into it, and the name is free again.
    const kept = (await get(t, `${serviceBase}/${beard._id}`, owner.token)).json().data;
    expect(kept.group).toEqual({ _id: group._id, name: 'Barbería' });
    const reactivate = await send(
      t,
      'PATCH',
      `${serviceBase}/${beard._id}/status`,
      { status: 'active' },
      owner.token,
    );
    expect(fieldCodes(reactivate.json())).toEqual({ group: 'validation.service.groupRequired' });
    const edit = await send(
      t,
      'PUT',
      `${serviceBase}/${beard._id}`,
      serviceFields(group._id, { name: 'Barba clásica', status: 'inactive' }),
      owner.token,
    );
    expect(edit.statusCode).toBe(200);
    const into = await send(
      t,
      'POST',
      serviceBase,
      { salon_id: owner.salon._id, ...serviceFields(group._id) },
      owner.token,
    );
    expect(fieldCodes(into.json())).toEqual({ group: 'validation.service.groupRequired' });
    await createGroup(t, owner.token, owner.salon._id, 'Barbería');
    const again = await send(t, 'DELETE', `${groupBase}/${group._id}`, undefined, owner.token);
    expect(again.json().code).toBe('SERVICE_GROUP_NOT_FOUND');
  });
});

describe('roles and tenancy', () => {
  it('lets the manager manage groups; secretary and intermediate only read; basic nothing', async () => {
    const { manager, secretary, intermediate, basic } = logins;
    const made = await createGroup(t, manager.token, owner.salon._id, 'Del gerente');
    expect(
      (await send(t, 'PUT', `${groupBase}/${made._id}`, { name: 'Gerencia' }, manager.token)).statusCode,
    ).toBe(200);
    const before = (await serviceEvents(t, owner.token)).length;
    for (const { token } of [secretary, intermediate]) {
      expect((await list(token)).statusCode).toBe(200);
      const create = await send(t, 'POST', groupBase, { salon_id: owner.salon._id, name: 'Nuevo' }, token);
      const rename = await send(t, 'PUT', `${groupBase}/${made._id}`, { name: 'Robado' }, token);
      const remove = await send(t, 'DELETE', `${groupBase}/${made._id}`, undefined, token);
      expect([create, rename, remove].map((res) => res.statusCode)).toEqual([403, 403, 403]);
    }
    expect((await list(basic.token)).statusCode).toBe(403);
    expect((await send(t, 'DELETE', `${groupBase}/${made._id}`, undefined, basic.token)).statusCode).toBe(
      403,
    );
    expect((await serviceEvents(t, owner.token)).length).toBe(before);
    expect(await names()).toContain('Gerencia');
    expect((await send(t, 'DELETE', `${groupBase}/${made._id}`, undefined, manager.token)).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for another company’s groups and an employee’s other salon, exactly as for missing ones', async () => {
    const theirs = await createGroup(t, rival.token, rival.salon._id, 'Ajeno');
    const other = (await list(owner.token, owner.second!._id)).json().data[0] as GroupBody;
    const ghostPut = await send(t, 'PUT', `${groupBase}/${GHOST_ID}`, { name: 'Otro' }, owner.token);
    for (const [token, id] of [
      [owner.token, theirs._id],
      [logins.manager.token, other._id],
    ] as const) {
      const rename = await send(t, 'PUT', `${groupBase}/${id}`, { name: 'Otro' }, token);
      expect(rename.statusCode).toBe(404);
      expect(rename.body).toBe(ghostPut.body);
      expect((await send(t, 'DELETE', `${groupBase}/${id}`, undefined, token)).statusCode).toBe(404);
    }
    expect((await list(owner.token, rival.salon._id)).json().code).toBe('SALON_NOT_FOUND');
    expect((await list(logins.manager.token, owner.second!._id)).json().code).toBe('SALON_NOT_FOUND');
    const create = await send(
      t,
      'POST',
      groupBase,
      { salon_id: owner.second!._id, name: 'X1' },
      logins.manager.token,
    );
    expect(create.statusCode).toBe(404);
    expect(await names(owner.second!._id)).toEqual(['Cabello']);
    expect((await list(rival.token, rival.salon._id)).json().data).toMatchObject([{ name: 'Ajeno' }]);
  });
});
