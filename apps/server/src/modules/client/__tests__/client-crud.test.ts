import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '../../../test/http.js';
import { fieldCodes, GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  base,
  clientEvents,
  clientFields,
  createClient,
  get,
  ownerWithSalons,
  send,
  type ClientBody,
} from './client-fixtures.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof ownerWithSalons>>;
let maria: ClientBody;
beforeAll(async () => {
  t = await createTestApp();
  owner = await ownerWithSalons(t, 'client.crud@example.com');
});
afterAll(() => t.close());

const listOf = async (query: string) => {
  const res = await get(t, `${base}?salon_id=${owner.salon._id}${query}`, owner.token);
  expect(res.statusCode).toBe(200);
  return res.json() as { data: ClientBody[]; meta: { total: number; page: number; limit: number } };
};

describe('POST /client', () => {
  it('refuses bad fields with their locale keys, creating nothing', async () => {
    const res = await send(
      t,
      'POST',
      base,
      {
        salon_id: 'nope',
        firstName: 'A',
        lastName: 'x'.repeat(51),
        email: 'not-an-email',
        phoneNumber: '0412 555',
        note: 'n'.repeat(1001),
      },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({
      salon_id: 'validation.salonRequired',
      firstName: 'validation.name.min',
      lastName: 'validation.name.max',
      email: 'validation.email.invalid',
      phoneNumber: 'validation.phone.invalid',
      note: 'validation.client.noteMax',
    });
    const missing = await send(t, 'POST', base, { salon_id: owner.salon._id }, owner.token);
    expect(fieldCodes(missing.json())).toEqual({
      firstName: 'validation.name.required',
      lastName: 'validation.name.required',
      phoneNumber: 'validation.phone.required',
    });
    expect((await listOf('')).meta.total).toBe(0);
  });

  it('answers 401 without a token and SALON_NOT_FOUND for an unknown salon', async () => {
    const body = { salon_id: owner.salon._id, ...clientFields() };
    expect((await send(t, 'POST', base, body)).statusCode).toBe(401);
    const ghost = await send(t, 'POST', base, { ...body, salon_id: GHOST_ID }, owner.token);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().code).toBe('SALON_NOT_FOUND');
  });

  it('creates a client (JSON), lower-casing the e-mail, and logs it', async () => {
    const res = await send(
      t,
      'POST',
      base,
      {
        salon_id: owner.salon._id,
        users_id: 'ignored',
        ...clientFields({ email: 'Maria.Gonzalez@Example.com', phoneNumber: '+58 412-555 0101' }),
      },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    maria = res.json().data;
    expect(maria).toMatchObject({
      salon_id: owner.salon._id,
      firstName: 'María',
      lastName: 'González',
      email: 'maria.gonzalez@example.com',
      phoneNumber: '+584125550101',
      status: 'active',
      note: 'Prefiere la tarde',
    });
    const [event] = await clientEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'create',
      affected_area: 'client',
      entity_id: maria._id,
      salon: { _id: owner.salon._id, name: 'Salón Uno' },
      details: { firstName: 'María', lastName: 'González', email: 'maria.gonzalez@example.com' },
    });
  });

  it('creates a client from a form-encoded body too, the note being optional', async () => {
    const { note: _note, ...fields } = clientFields({ email: 'pedro@example.com', firstName: 'Pedro' });
    const res = await postForm(t.app, base, { salon_id: owner.salon._id, ...fields }, { token: owner.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Pedro', note: '', status: 'active' });
  });

  it('answers 409 CLIENT_EXISTS for an e-mail the salon already has, in any letter case', async () => {
    const res = await send(
      t,
      'POST',
      base,
      { salon_id: owner.salon._id, ...clientFields({ email: 'MARIA.gonzalez@example.com' }) },
      owner.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CLIENT_EXISTS' });
    expect((await listOf('')).meta.total).toBe(2);
  });
});

describe('GET /client', () => {
  beforeAll(async () => {
    await createClient(t, owner.token, owner.salon._id, {
      firstName: 'Luisa',
      lastName: 'Rondón',
      email: 'luisa_r@example.com',
      phoneNumber: '0414 777 8899',
    });
  });

  it('lists newest first with paging meta', async () => {
    const all = await listOf('');
    expect(all.meta).toEqual({ total: 3, page: 1, limit: 20 });
    expect(all.data.map((c) => c.firstName)).toEqual(['Luisa', 'Pedro', 'María']);
    const page2 = await listOf('&limit=2&page=2');
    expect(page2.meta).toEqual({ total: 3, page: 2, limit: 2 });
    expect(page2.data.map((c) => c.firstName)).toEqual(['María']);
  });

  it('searches names, full name, e-mail and phone digits, case-insensitively', async () => {
    const names = async (q: string) =>
      (await listOf(`&q=${encodeURIComponent(q)}`)).data.map((c) => c.firstName);
    expect(await names('luisa')).toEqual(['Luisa']);
    expect(await names('maría gonz')).toEqual(['María']);
    expect(await names('@example.com')).toHaveLength(3);
    expect(await names('4147778')).toEqual(['Luisa']);
    expect(await names('0414-777')).toEqual(['Luisa']);
    expect(await names('+58 414 777')).toEqual(['Luisa']);
    // LIKE wildcards are plain text: "_" matches only an underscore.
    expect(await names('luisa_')).toEqual(['Luisa']);
    expect(await names('%')).toEqual([]);
  });

  it('refuses a bad status or paging', async () => {
    const res = await get(t, `${base}?salon_id=${owner.salon._id}&status=gone&limit=500`, owner.token);
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toMatchObject({
      status: 'validation.invalid',
      limit: 'validation.invalid',
    });
    const noSalon = await get(t, base, owner.token);
    expect(fieldCodes(noSalon.json())).toEqual({ salon_id: 'validation.salonRequired' });
  });
});

/** A client's figures before any visit. */
const NO_FIGURES = {
  last_visit: null,
  visits: 0,
  total_spent: 0,
  no_shows: 0,
  late_cancellations: 0,
  reached_by: 'email',
};

describe('GET /client/{id}', () => {
  it('answers the client, and 404 CLIENT_NOT_FOUND for an unknown id', async () => {
    const res = await get(t, `${base}/${maria._id}`, owner.token);
    // The profile answers the client with their figures: none yet.
    expect(res.json().data).toEqual({ ...maria, ...NO_FIGURES });
    const ghost = await get(t, `${base}/${GHOST_ID}`, owner.token);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json()).toMatchObject({
      code: 'CLIENT_NOT_FOUND',
      message: 'Client not found in our system',
    });
    expect(fieldCodes((await get(t, `${base}/123`, owner.token)).json())).toEqual({ id: 'validation.id' });
  });
});

describe('PUT /client/{id}', () => {
  it('changes only the fields sent and logs each change', async () => {
    const res = await send(
      t,
      'PUT',
      `${base}/${maria._id}`,
      { firstName: 'María José', phoneNumber: '0412 555 0199' },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'María José',
      lastName: 'González',
      phoneNumber: '+584125550199',
      note: 'Prefiere la tarde',
    });
    const [event] = await clientEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'update',
      entity_id: maria._id,
      details: {
        firstName: { from: 'María', to: 'María José' },
        phoneNumber: { from: '+584125550101', to: '+584125550199' },
      },
    });
    expect(Object.keys(event!.details)).toEqual(['firstName', 'phoneNumber']);
    // The new phone is searchable by its digits.
    expect((await listOf('&q=04125550199')).data.map((c) => c._id)).toEqual([maria._id]);
  });

  it('answers NO_CHANGES when nothing differs, logging nothing', async () => {
    const before = (await clientEvents(t, owner.token)).length;
    const res = await send(t, 'PUT', `${base}/${maria._id}`, { firstName: ' María José ' }, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_CHANGES', message: 'No changes were made' });
    expect((await send(t, 'PUT', `${base}/${maria._id}`, {}, owner.token)).json().code).toBe('NO_CHANGES');
    expect(await clientEvents(t, owner.token)).toHaveLength(before);
  });

  it('refuses bad fields and an e-mail another client of the salon has', async () => {
    const bad = await send(t, 'PUT', `${base}/${maria._id}`, { email: 'x@', lastName: 'Z' }, owner.token);
    expect(fieldCodes(bad.json())).toEqual({
      email: 'validation.email.invalid',
      lastName: 'validation.name.min',
    });
    const taken = await send(t, 'PUT', `${base}/${maria._id}`, { email: 'pedro@example.com' }, owner.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('CLIENT_EXISTS');
    expect((await get(t, `${base}/${maria._id}`, owner.token)).json().data.email).toBe(
      'maria.gonzalez@example.com',
    );
  });

  it('answers 404 for an unknown id', async () => {
    const res = await send(t, 'PUT', `${base}/${GHOST_ID}`, { firstName: 'Nadie' }, owner.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('CLIENT_NOT_FOUND');
  });
});

describe('PATCH /client/{id}/status', () => {
  it('deactivates and reactivates, logging each change, and filters the list by status', async () => {
    const url = `${base}/${maria._id}/status`;
    const off = await send(t, 'PATCH', url, { status: 'inactive' }, owner.token);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    const [event] = await clientEvents(t, owner.token);
    expect(event).toMatchObject({
      action: 'status_change',
      entity_id: maria._id,
      details: { status: { from: 'active', to: 'inactive' } },
    });
    expect((await listOf('&status=inactive')).data.map((c) => c._id)).toEqual([maria._id]);
    expect((await listOf('&status=active')).data.map((c) => c.firstName)).toEqual(['Luisa', 'Pedro']);
    // The same status again changes nothing and logs nothing.
    const count = (await clientEvents(t, owner.token)).length;
    expect((await send(t, 'PATCH', url, { status: 'inactive' }, owner.token)).statusCode).toBe(200);
    expect(await clientEvents(t, owner.token)).toHaveLength(count);
    const on = await send(t, 'PATCH', url, { status: 'active' }, owner.token);
    expect(on.json().data.status).toBe('active');
  });

  it('refuses an unknown status', async () => {
    const res = await send(t, 'PATCH', `${base}/${maria._id}/status`, { status: 'gone' }, owner.token);
    expect(fieldCodes(res.json())).toEqual({ status: 'validation.invalid' });
  });
});

describe('GET /client/{id}/visits', () => {
  it('answers an empty page for either tab until appointments exist', async () => {
    const reserved = await get(t, `${base}/${maria._id}/visits?tab=reserved`, owner.token);
    expect(reserved.json()).toEqual({ data: [], meta: { total: 0, page: 1, limit: 20 } });
    const history = await get(t, `${base}/${maria._id}/visits?tab=history&page=2&limit=5`, owner.token);
    expect(history.json()).toEqual({ data: [], meta: { total: 0, page: 2, limit: 5 } });
    const bad = await get(t, `${base}/${maria._id}/visits?tab=future`, owner.token);
    expect(fieldCodes(bad.json())).toEqual({ tab: 'validation.invalid' });
    expect((await get(t, `${base}/${GHOST_ID}/visits`, owner.token)).json().code).toBe('CLIENT_NOT_FOUND');
  });
});

describe('two creations at once', () => {
  it('lets only one of two simultaneous creations with one e-mail through (the unique index decides)', async () => {
    // Two phones: one e-mail alone is what the two have in common.
    const body = () => ({ salon_id: owner.salon._id, ...clientFields({ email: 'twice@example.com' }) });
    const results = await Promise.all([1, 2].map(() => send(t, 'POST', base, body(), owner.token)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.statusCode === 409)!.json().code).toBe('CLIENT_EXISTS');
    const twice = (await listOf('&q=twice')).data;
    expect(twice).toHaveLength(1);
  });
});

describe('OpenAPI', () => {
  it('documents the client calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths as object).filter((path) => path.includes('/client'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/proxy/api/v1/business/client',
        '/api/proxy/api/v1/business/client/search',
        '/api/proxy/api/v1/business/client/assign',
        '/api/proxy/api/v1/business/client/{id}',
        '/api/proxy/api/v1/business/client/{id}/status',
        '/api/proxy/api/v1/business/client/{id}/visits',
      ]),
    );
  });
});
