import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldCodes, GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  createGroup,
  createService,
  get,
  ownerWithSalons,
  send,
  serviceBase,
  serviceEvents,
  serviceFields,
  type GroupBody,
  type ServiceBody,
} from '../../../test/service-fixtures.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let hair: GroupBody;
let nails: GroupBody;
let cut: ServiceBody;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'services.owner@example.com', 2);
  hair = await createGroup(t, owner.token, owner.salon._id, 'Cabello');
  nails = await createGroup(t, owner.token, owner.salon._id, 'Uñas');
});
afterAll(() => t.close());

const post = (fields: Record<string, unknown>, salonId = owner.salon._id) =>
  send(t, 'POST', serviceBase, { salon_id: salonId, ...fields }, owner.token);
const page = async (query: string) => {
  const res = await get(t, `${serviceBase}?salon_id=${owner.salon._id}&${query}`, owner.token);
  expect(res.statusCode).toBe(200);
  const body = res.json() as { data: ServiceBody[]; meta: { total: number; page: number; limit: number } };
  return { names: body.data.map((service) => service.name), meta: body.meta };
};

describe('POST /service', () => {
  it('refuses each validation rule with its field and locale key', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'C' }, { name: 'validation.name.min' }],
      [{ name: 'x'.repeat(51) }, { name: 'validation.name.max' }],
      [{ regular_price: 0 }, { regular_price: 'validation.service.priceZero' }],
      [{ regular_price: 10.005 }, { regular_price: 'validation.service.price' }],
      [{ remote: true, remote_charge: null }, { remote_charge: 'validation.service.remoteCharge' }],
      [{ remote: true, remote_charge: 0 }, { remote_charge: 'validation.service.remoteCharge' }],
      [{ group: undefined }, { group: 'validation.service.groupRequired' }],
      [{ group: '' }, { group: 'validation.service.groupRequired' }],
      [{ discount_price: 25 }, { discount_price: 'validation.service.discount' }],
      [{ discount_price: 30 }, { discount_price: 'validation.service.discount' }],
      [{ duration: undefined }, { duration: 'validation.service.durationRequired' }],
      [{ duration: 7 }, { duration: 'validation.service.duration' }],
      [{ price_type: 'about' }, { price_type: 'validation.service.priceType' }],
      [{ description: 'x'.repeat(501) }, { description: 'validation.service.descriptionMax' }],
    ];
    for (const [override, expected] of cases) {
      const res = await post(serviceFields(hair._id, override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(fieldCodes(res.json()), JSON.stringify(override)).toEqual(expected);
    }
    const noSalon = await send(t, 'POST', serviceBase, serviceFields(hair._id), owner.token);
    expect(fieldCodes(noSalon.json())).toEqual({ salon_id: 'validation.salonRequired' });
    expect((await page('')).meta.total).toBe(0);
  });

  it('refuses a group of another salon or a missing one as a group field error', async () => {
    const elsewhere = await createGroup(t, owner.token, owner.second!._id, 'Cabello');
    for (const group of [elsewhere._id, GHOST_ID]) {
      const res = await post(serviceFields(group));
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res.json())).toEqual({ group: 'validation.service.groupRequired' });
    }
  });

  it('creates a service with dollars on the wire and logs it', async () => {
    const res = await post(
      serviceFields(hair._id, { regular_price: '25.50', discount_price: 19.99, duration: '45' }),
    );
    expect(res.statusCode).toBe(200);
    cut = res.json().data;
    expect(cut).toMatchObject({
      salon_id: owner.salon._id,
      name: 'Corte de dama',
      group: { _id: hair._id, name: 'Cabello' },
      regular_price: 25.5,
      discount_price: 19.99,
      duration: 45,
      remote: false,
      remote_charge: null,
      price_type: 'exact',
      status: 'active',
    });
    const [logged] = await serviceEvents(t, owner.token);
    expect(logged).toMatchObject({
      action: 'create',
      affected_area: 'service',
      entity_id: cut._id,
      salon: { _id: owner.salon._id, name: 'Salón Uno' },
      details: { service: 'Corte de dama', group: 'Cabello' },
    });
  });

  it('accepts a form-encoded body, and drops a remote charge when the service is not remote', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/proxy${serviceBase}`,
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        salon_id: owner.salon._id,
        name: 'Manicura a domicilio',
        group: nails._id,
        regular_price: '15',
        discount_price: '',
        duration: '60',
        remote: 'true',
        remote_charge: '5',
        price_type: 'starting_from',
      }).toString(),
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({
      remote: true,
      remote_charge: 5,
      discount_price: null,
      description: '',
    });
    const local = await post(serviceFields(nails._id, { name: 'Pedicura', remote: false, remote_charge: 3 }));
    expect(local.json().data).toMatchObject({ remote: false, remote_charge: null });
  });
});

describe('GET /service', () => {
  beforeAll(async () => {
    await createService(t, owner.token, owner.salon._id, hair._id, { name: 'Tinte', status: 'inactive' });
    await createService(t, owner.token, owner.salon._id, hair._id, { name: 'Peinado 100%' });
    await createService(
      t,
      owner.token,
      owner.second!._id,
      (await get(t, `/api/v1/business/service-group?salon_id=${owner.second!._id}`, owner.token)).json()
        .data[0]._id,
      { name: 'Otro salón' },
    );
  });

  it('lists the salon’s services by name, paged', async () => {
    const all = await page('');
    expect(all.names).toEqual(['Corte de dama', 'Manicura a domicilio', 'Pedicura', 'Peinado 100%', 'Tinte']);
    expect(all.meta).toEqual({ total: 5, page: 1, limit: 20 });
    const second = await page('limit=2&page=2');
    expect(second).toEqual({ names: ['Pedicura', 'Peinado 100%'], meta: { total: 5, page: 2, limit: 2 } });
  });

  it('searches the name ignoring case (wildcards typed literally), filters by group and status', async () => {
    expect((await page('q=PE')).names).toEqual(['Pedicura', 'Peinado 100%']);
    expect((await page('q=100%25')).names).toEqual(['Peinado 100%']);
    expect((await page('q=%25')).names).toEqual(['Peinado 100%']);
    expect((await page(`group=${nails._id}`)).names).toEqual(['Manicura a domicilio', 'Pedicura']);
    expect((await page('status=inactive')).names).toEqual(['Tinte']);
    expect((await page(`status=active&group=${hair._id}&q=o`)).names).toEqual([
      'Corte de dama',
      'Peinado 100%',
    ]);
    expect((await page('status=active')).meta.total).toBe(4);
  });

  it('refuses bad filters', async () => {
    const res = await get(
      t,
      `${serviceBase}?salon_id=${owner.salon._id}&status=gone&group=x&limit=500`,
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({
      status: 'validation.invalid',
      group: 'validation.id',
      limit: 'validation.invalid',
    });
    const none = await get(t, serviceBase, owner.token);
    expect(fieldCodes(none.json())).toEqual({ salon_id: 'validation.salonRequired' });
  });
});

describe('GET, PUT, PATCH and DELETE /service/{id}', () => {
  it('reads one service', async () => {
    const res = await get(t, `${serviceBase}/${cut._id}`, owner.token);
    expect(res.json().data).toEqual(cut);
    const ghost = await get(t, `${serviceBase}/${GHOST_ID}`, owner.token);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().code).toBe('SERVICE_NOT_FOUND');
  });

  it('replaces every field, logs what changed, and says so when nothing did', async () => {
    const fields = serviceFields(nails._id, {
      name: 'Corte y brillo',
      regular_price: 30,
      discount_price: null,
      remote: true,
      remote_charge: 4.5,
      price_type: 'starting_from',
    });
    const res = await send(t, 'PUT', `${serviceBase}/${cut._id}`, fields, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Corte y brillo',
      group: { _id: nails._id, name: 'Uñas' },
      regular_price: 30,
      discount_price: null,
      remote_charge: 4.5,
      price_type: 'starting_from',
    });
    const [logged] = await serviceEvents(t, owner.token);
    expect(logged).toMatchObject({
      action: 'update',
      entity_id: cut._id,
      details: {
        service: 'Corte y brillo',
        name: { from: 'Corte de dama', to: 'Corte y brillo' },
        group: { from: hair._id, to: nails._id },
        regular_price: { from: 25.5, to: 30 },
        discount_price: { from: 19.99, to: null },
        remote_charge: { from: null, to: 4.5 },
      },
    });
    expect(logged!.details).not.toHaveProperty('duration');
    const again = await send(t, 'PUT', `${serviceBase}/${cut._id}`, fields, owner.token);
    expect(again.json()).toMatchObject({
      statusCode: 400,
      code: 'NO_CHANGES',
      message: 'No changes were made',
    });
    const bad = await send(
      t,
      'PUT',
      `${serviceBase}/${cut._id}`,
      { ...fields, regular_price: 0 },
      owner.token,
    );
    expect(fieldCodes(bad.json())).toEqual({ regular_price: 'validation.service.priceZero' });
    const ghost = await send(t, 'PUT', `${serviceBase}/${GHOST_ID}`, fields, owner.token);
    expect(ghost.json().code).toBe('SERVICE_NOT_FOUND');
  });

  it('activates and deactivates, logging only real changes', async () => {
    const count = async () => (await serviceEvents(t, owner.token)).length;
    const before = await count();
    const off = await send(
      t,
      'PATCH',
      `${serviceBase}/${cut._id}/status`,
      { status: 'inactive' },
      owner.token,
    );
    expect(off.json().data.status).toBe('inactive');
    const [logged] = await serviceEvents(t, owner.token);
    expect(logged).toMatchObject({
      action: 'status_change',
      entity_id: cut._id,
      details: { service: 'Corte y brillo', status: { from: 'active', to: 'inactive' } },
    });
    await send(t, 'PATCH', `${serviceBase}/${cut._id}/status`, { status: 'inactive' }, owner.token);
    expect(await count()).toBe(before + 1);
    const on = await send(t, 'PATCH', `${serviceBase}/${cut._id}/status`, { status: 'active' }, owner.token);
    expect(on.json().data.status).toBe('active');
    const bad = await send(t, 'PATCH', `${serviceBase}/${cut._id}/status`, { status: 'paused' }, owner.token);
    expect(fieldCodes(bad.json())).toEqual({ status: 'validation.invalid' });
  });

  it('deletes a service with who performs it, and logs it', async () => {
    const doomed = await createService(t, owner.token, owner.salon._id, hair._id, { name: 'Efímero' });
    const res = await send(t, 'DELETE', `${serviceBase}/${doomed._id}`, undefined, owner.token);
    expect(res.json()).toEqual({ data: { _id: doomed._id, deleted: true } });
    expect((await get(t, `${serviceBase}/${doomed._id}`, owner.token)).statusCode).toBe(404);
    const [logged] = await serviceEvents(t, owner.token);
    expect(logged).toMatchObject({
      action: 'delete',
      entity_id: doomed._id,
      details: { service: 'Efímero', group: 'Cabello' },
    });
    const again = await send(t, 'DELETE', `${serviceBase}/${doomed._id}`, undefined, owner.token);
    expect(again.json().code).toBe('SERVICE_NOT_FOUND');
  });
});

describe('OpenAPI', () => {
  it('documents every service and group path', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const prefix = '/api/proxy/api/v1/business';
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        `${prefix}/service`,
        `${prefix}/service/{id}`,
        `${prefix}/service/{id}/status`,
        `${prefix}/service/{id}/test`,
        `${prefix}/service-group`,
        `${prefix}/service-group/{id}`,
      ]),
    );
  });
});
