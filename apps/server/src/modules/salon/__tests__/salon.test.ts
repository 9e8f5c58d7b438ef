import { defaultScheduleDays } from '@salon/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, testImage } from '../../../test/fixtures.js';
import { getWithToken, multipart, postForm, sendMultipart, signUpOwner } from '../../../test/http.js';
import {
  CATEGORY,
  fieldCodes,
  GHOST_ID,
  postSalon,
  salonFields,
  salonImages,
  storedSalonFiles,
} from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { employeeLogin } from '../../../test/employee-fixtures.js';

let t: TestApp;
let owner: { token: string; userId: string };
let rival: { token: string };
let company: { _id: string };
let salon: {
  _id: string;
  avatar: string;
  cover: string;
  schedule: { _id: string; days: { active: boolean }[] };
};
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'salon.owner@example.com', { language: 'en-ve' });
  rival = await signUpOwner(t, 'salon.rival@example.com');
});
afterAll(() => t.close());

const base = '/api/v1/business/salon';
const log = async (token: string) =>
  (await getWithToken(t.app, '/api/v1/business/event-log?area=salon', token)).json().data as {
    action: string;
    entity_id: string;
    details: Record<string, unknown>;
  }[];

describe('before a company exists', () => {
  it('answers COMPANY_REQUIRED', async () => {
    const res = await postSalon(t, owner.token, salonFields(), await salonImages());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COMPANY_REQUIRED');
  });
});

describe('POST /salon', () => {
  beforeAll(async () => {
    company = await createCompany(t, owner.token);
  });

  it('refuses bad fields and missing images with field codes, storing nothing', async () => {
    const res = await postSalon(
      t,
      owner.token,
      salonFields({
        title: 'X',
        description: 'corta',
        categories: '[]',
        email: 'nope',
        service_type: 'shop',
        days: '[1,2]',
        instagram: 'has space',
      }),
      [],
    );
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toMatchObject({
      title: 'validation.name.min',
      description: 'validation.salon.descriptionMin',
      categories: 'validation.salon.categories',
      email: 'validation.email.invalid',
      service_type: 'validation.salon.serviceType',
      days: 'validation.hours.days',
      instagram: 'validation.social.instagram',
    });
    const freelancer = await postSalon(t, owner.token, salonFields({ service_type: 'freelancer' }), []);
    expect(fieldCodes(freelancer.json())).toMatchObject({ service_area: 'validation.serviceArea.required' });
    const badJson = await postSalon(t, owner.token, salonFields({ address: '{nope' }), await salonImages());
    expect(badJson.statusCode).toBe(400);
    expect(Object.keys(fieldCodes(badJson.json())).some((field) => field.startsWith('address'))).toBe(true);
    expect(storedSalonFiles(t)).toEqual([]);
  });

  it('creates a salon from a form-encoded body as the API conventions allow, images to follow', async () => {
    const plain = await signUpOwner(t, 'salon.form@example.com');
    await createCompany(t, plain.token);
    const res = await postForm(t.app, base, salonFields(), { token: plain.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ avatar: null, cover: null, status_process: 'requested' });
  });

  it('refuses an unknown category or schedule as a field error', async () => {
    const res = await postSalon(
      t,
      owner.token,
      salonFields({ categories: JSON.stringify([GHOST_ID]) }),
      await salonImages(),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toEqual({ categories: 'validation.salon.categories' });
    const schedule = await postSalon(
      t,
      owner.token,
      salonFields({ schedule: GHOST_ID }),
      await salonImages(),
    );
    expect(fieldCodes(schedule.json())).toEqual({ schedule: 'validation.id' });
  });

  it('refuses files that are not images, too big, or named with a path, storing nothing', async () => {
    const [avatar, cover] = await salonImages();
    const text = { field: 'avatar', name: 'avatar.png', bytes: Buffer.from('not an image at all') };
    const notImage = await postSalon(t, owner.token, salonFields(), [text, cover!]);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', details: [{ field: 'avatar' }] });
    const webp = await postSalon(t, owner.token, salonFields(), [
      avatar!,
      { field: 'cover', name: 'c.webp', bytes: await testImage('webp' as 'png') },
    ]);
    expect(webp.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', details: [{ field: 'cover' }] });
    const big = await postSalon(t, owner.token, salonFields(), [
      avatar!,
      { field: 'cover', name: 'big.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1, 1) },
    ]);
    expect(big.statusCode).toBe(413);
    const path = await postSalon(t, owner.token, salonFields(), [
      { ...avatar!, name: '../../etc/avatar.png' },
      cover!,
    ]);
    expect(path.statusCode).toBe(400);
    expect(path.json().details[0]).toMatchObject({ field: 'avatar', code: 'validation.file.name' });
    expect(storedSalonFiles(t)).toEqual([]);
    const list = await postForm(t.app, `${base}/all`, {}, { token: owner.token });
    expect(list.json().data).toEqual([]);
  });

  it('creates the salon with images, default hours, a log entry and a verification mail', async () => {
    const res = await postSalon(t, owner.token, salonFields(), await salonImages());
    expect(res.statusCode).toBe(200);
    salon = res.json().data;
    expect(salon).toMatchObject({
      company: company._id,
      companies_id: company._id,
      title: 'Estudio Prueba',
      categories: [
        { _id: CATEGORY.hair, name: 'Peluquería' },
        { _id: CATEGORY.nails, name: 'Uñas' },
      ],
      address: { city: 'Caracas', reference_point: '' },
      location: { type: 'Point', coordinates: [-66.8573, 10.4806] },
      instagram: 'estudio.prueba',
      facebook: null,
      use_penalty: 0,
      cancels_allowed: 0,
      open_store: 1,
      service_type: 'salon',
      service_area: null,
      status_process: 'requested',
      status_salon: 'active',
      time_zone: 'America/Caracas',
      schedule: { salon_id: expect.any(String), title: 'Estudio Prueba' },
    });
    expect(salon.avatar).toMatch(/^\/api\/files\/salons\/.+\/avatar-.+\.webp$/);
    expect(salon.cover).toMatch(/^\/api\/files\/salons\/.+\/cover-.+\.webp$/);
    expect(salon.schedule.days).toHaveLength(7);
    expect(salon.schedule.days.every((day) => !day.active)).toBe(true);
    expect(storedSalonFiles(t)).toHaveLength(2);
    const served = await t.app.inject({ method: 'GET', url: salon.avatar });
    expect(served.statusCode).toBe(200);

    const mail = await t.mail.lastTo('salon.owner@example.com');
    expect(mail.subject).toBe('Verification requested: Estudio Prueba');
    const [entry] = await log(owner.token);
    expect(entry).toMatchObject({
      action: 'create',
      entity_id: salon._id,
      details: { title: 'Estudio Prueba' },
    });
  });

  it('refuses a second salon on the trial plan (1 salon) with PLAN_LIMIT_SALONS', async () => {
    const res = await postSalon(t, owner.token, salonFields({ title: 'Segundo' }), await salonImages());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PLAN_LIMIT_SALONS' });
    expect(storedSalonFiles(t)).toHaveLength(2);
  });
});

describe('reading salons', () => {
  it('lists them in /salon/all (ignoring users_id) with a status filter, and by company', async () => {
    const all = await postForm(
      t.app,
      `${base}/all`,
      { users_id: 'x', companies_id: GHOST_ID, account_type: 'employee' },
      { token: owner.token },
    );
    expect(all.json()).toMatchObject({ data: [{ _id: salon._id }], meta: { total: 1 } });
    const disabled = await postForm(t.app, `${base}/all`, { status: 'disabled' }, { token: owner.token });
    expect(disabled.json().data).toEqual([]);
    const bad = await postForm(t.app, `${base}/all`, { status: 'gone' }, { token: owner.token });
    expect(bad.statusCode).toBe(400);
    const byCompany = await getWithToken(t.app, `${base}/company/${company._id}`, owner.token);
    expect(byCompany.json().data[0]._id).toBe(salon._id);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/proxy${base}/one/${salon._id}`,
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en-ve' },
    });
    expect(one.json().data.categories[0].name).toBe('Hair salon');
    expect((await getWithToken(t.app, `${base}/one/not-a-uuid`, owner.token)).statusCode).toBe(400);
    expect((await getWithToken(t.app, `${base}/one/${GHOST_ID}`, owner.token)).json().code).toBe(
      'SALON_NOT_FOUND',
    );
  });
});

describe('PUT /salon/{id}', () => {
  const put = (
    token: string,
    fields: Record<string, string>,
    files = [] as Awaited<ReturnType<typeof salonImages>>,
  ) => sendMultipart(t.app, 'PUT', `${base}/${salon._id}`, multipart(fields, files), token);

  it('updates a subset, logs the changed fields, and replaces images', async () => {
    const [avatar] = await salonImages();
    const res = await put(owner.token, { title: 'Estudio Nuevo', instagram: '', cancels_allowed: '2' }, [
      avatar!,
    ]);
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({
      title: 'Estudio Nuevo',
      instagram: null,
      cancels_allowed: 2,
      cover: salon.cover,
    });
    expect(updated.avatar).not.toBe(salon.avatar);
    expect(storedSalonFiles(t)).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: salon.avatar })).statusCode).toBe(404);
    const [entry] = await log(owner.token);
    expect(entry).toMatchObject({
      action: 'update',
      details: {
        title: { from: 'Estudio Prueba', to: 'Estudio Nuevo' },
        instagram: { from: 'estudio.prueba', to: null },
        cancelsAllowed: { from: 0, to: 2 },
      },
    });
    salon = updated;
  });

  it('accepts form-encoded changes; status and open/closed log status_change', async () => {
    const res = await postForm(
      t.app,
      `${base}/${salon._id}`,
      { status_salon: 'disabled', open_store: '0', categories: JSON.stringify([CATEGORY.barber]) },
      { token: owner.token, method: 'PUT' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status_salon: 'disabled',
      open_store: 0,
      categories: [{ slug: 'barbershop' }],
    });
    const [first, second] = await log(owner.token);
    const entries = [first!, second!];
    expect(entries.find((e) => e.action === 'status_change')?.details).toEqual({
      statusSalon: { from: 'active', to: 'disabled' },
      openStore: { from: 1, to: 0 },
    });
    expect(entries.find((e) => e.action === 'update')?.details).toHaveProperty('categories');
    const disabled = await postForm(t.app, `${base}/all`, { status: 'disabled' }, { token: owner.token });
    expect(disabled.json().meta.total).toBe(1);
  });

  it('refuses bad values with field codes, and a service area on a salon', async () => {
    const res = await put(owner.token, { open_store: '3', title: 'X', email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(fieldCodes(res.json())).toMatchObject({
      open_store: 'validation.invalid',
      title: 'validation.name.min',
    });
    const area = await put(owner.token, {
      service_area: JSON.stringify({
        mode: 'city',
        base_location: [-66.9, 10.5],
        city: 'Caracas',
        travel_fee: 1,
      }),
    });
    expect(fieldCodes(area.json())).toEqual({ service_area: 'validation.invalid' });
    const notImage = await put(owner.token, { title: 'Nombre' }, [
      { field: 'cover', name: 'c.png', bytes: Buffer.from('GIF89a but not really') },
    ]);
    expect(notImage.json().code).toBe('UNSUPPORTED_FILE');
    expect(storedSalonFiles(t)).toHaveLength(2);
  });
});

describe('service-area check', () => {
  it('answers 400 BAD_REQUEST for a salon that is not a freelancer', async () => {
    const res = await getWithToken(
      t.app,
      `${base}/${salon._id}/service-area/check?lng=-66.85&lat=10.48`,
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
  });
});

describe('another company', () => {
  it('gets 404 on every call, exactly as for a salon that does not exist', async () => {
    const rivalCompany = await createCompany(t, rival.token);
    const theirs = await getWithToken(t.app, `${base}/one/${salon._id}`, rival.token);
    const ghost = await getWithToken(t.app, `${base}/one/${GHOST_ID}`, rival.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(ghost.body);
    expect((await getWithToken(t.app, `${base}/company/${company._id}`, rival.token)).statusCode).toBe(404);
    expect((await getWithToken(t.app, `${base}/company/${rivalCompany._id}`, owner.token)).statusCode).toBe(
      404,
    );
    const put = await postForm(
      t.app,
      `${base}/${salon._id}`,
      { title: 'Robado' },
      { token: rival.token, method: 'PUT' },
    );
    expect(put.statusCode).toBe(404);
    const del = await postForm(t.app, `${base}/${salon._id}/delete`, {}, { token: rival.token });
    expect(del.statusCode).toBe(404);
    const check = await getWithToken(
      t.app,
      `${base}/${salon._id}/service-area/check?lng=1&lat=1`,
      rival.token,
    );
    expect(check.statusCode).toBe(404);
    const list = await postForm(t.app, `${base}/all`, { companies_id: company._id }, { token: rival.token });
    expect(list.json().data).toEqual([]);
    expect((await getWithToken(t.app, `${base}/one/${salon._id}`, owner.token)).json().data.title).toBe(
      'Estudio Nuevo',
    );
  });
});

describe('employee logins', () => {
  it('may not create or delete salons (owner only): 403', async () => {
    const { token } = await employeeLogin(t, { companyId: company._id, salonId: salon._id, role: 'manager' });
    const create = await postSalon(t, token, salonFields(), await salonImages());
    expect(create.statusCode).toBe(403);
    expect(create.json().code).toBe('FORBIDDEN');
    expect((await postForm(t.app, `${base}/${salon._id}/delete`, {}, { token })).statusCode).toBe(403);
  });
});

describe('POST /salon/{id}/delete', () => {
  it('soft-deletes the salon, logs it, and frees the plan slot', async () => {
    const res = await postForm(t.app, `${base}/${salon._id}/delete`, {}, { token: owner.token });
    expect(res.json()).toEqual({ data: { _id: salon._id, deleted: true } });
    expect((await getWithToken(t.app, `${base}/one/${salon._id}`, owner.token)).statusCode).toBe(404);
    expect(
      (await postForm(t.app, `${base}/${salon._id}/delete`, {}, { token: owner.token })).statusCode,
    ).toBe(404);
    expect((await log(owner.token))[0]).toMatchObject({ action: 'delete', entity_id: salon._id });
    // Three at once for the freed slot: the company lock lets exactly one through.
    const days = JSON.stringify(defaultScheduleDays().map((day) => ({ ...day, active: true })));
    const attempts = await Promise.all(
      [1, 2, 3].map(async (n) =>
        postSalon(t, owner.token, salonFields({ title: `Sede ${n}`, days }), await salonImages()),
      ),
    );
    expect(attempts.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const next = attempts.find((res) => res.statusCode === 200)!.json().data;
    expect(next.schedule).toMatchObject({
      salon_id: next._id,
      days: [{ active: true }, {}, {}, {}, {}, {}, {}],
    });
    // Only the winner's images stay (the first salon's 2, kept by the soft delete, and 2 new).
    expect(storedSalonFiles(t)).toHaveLength(4);
  });
});
