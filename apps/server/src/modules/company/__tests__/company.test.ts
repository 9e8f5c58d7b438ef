import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFields, createCompany, nextRif, testImage } from '../../../test/fixtures.js';
import { getWithToken, multipart, postForm, sendMultipart, signUpOwner } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { subscriptionRepository } from '../../subscription/subscription.repository.js';

let t: TestApp;
let owner: { token: string; accountId: string };
let rival: { token: string };
let company: { _id: string; rif: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t, 'company.owner@example.com');
  rival = await signUpOwner(t, 'rival.owner@example.com');
});
afterAll(() => t.close());

const createWith = async (token: string, fields: Record<string, string>, logo?: Buffer | null) =>
  sendMultipart(
    t.app,
    'POST',
    '/api/v1/business/company',
    multipart(
      fields,
      logo === null ? [] : [{ field: 'logo', name: 'logo.png', bytes: logo ?? (await testImage()) }],
    ),
    token,
  );

describe('before a company exists', () => {
  it('answers /company/my with null and the event log with "You must create your company first."', async () => {
    expect((await getWithToken(t.app, '/api/v1/business/company/my', owner.token)).json()).toEqual({
      data: null,
    });
    const log = await getWithToken(t.app, '/api/v1/business/event-log', owner.token);
    expect(log.statusCode).toBe(409);
    expect(log.json()).toMatchObject({
      code: 'COMPANY_REQUIRED',
      message: 'You must create your company first.',
    });
  });
});

describe('POST /company', () => {
  it('refuses bad fields with their messages and creates nothing', async () => {
    const res = await createWith(
      owner.token,
      companyFields({ name: 'X', rif: 'K-123', phone: '123', email: 'nope', address: '{"address": ""}' }),
    );
    expect(res.statusCode).toBe(400);
    const byField = Object.fromEntries(
      res.json().details.map((d: { field: string; code: string }) => [d.field, d.code]),
    );
    expect(byField).toMatchObject({
      name: 'validation.name.min',
      rif: 'validation.rif.invalid',
      phone: 'validation.phone.invalid',
      email: 'validation.email.invalid',
    });
    expect(Object.keys(byField).some((field) => field.startsWith('address'))).toBe(true);
    const missingLogo = await createWith(owner.token, companyFields(), null);
    expect(missingLogo.json().details).toEqual([
      expect.objectContaining({ field: 'logo', code: 'validation.logo.required' }),
    ]);
    const gifLogo = await createWith(owner.token, companyFields(), await testImage('gif'));
    expect(gifLogo.json()).toMatchObject({ code: 'UNSUPPORTED_FILE', details: [{ field: 'logo' }] });
    expect((await getWithToken(t.app, '/api/v1/business/company/my', owner.token)).json().data).toBeNull();
  });

  it('refuses a logo over 5 MB', async () => {
    const res = await createWith(owner.token, companyFields(), Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(res.statusCode).toBe(413);
  });

  it('creates the company with a normalised RIF, starts the trial and logs it', async () => {
    const res = await createWith(owner.token, companyFields({ rif: 'j123456789' }));
    expect(res.statusCode).toBe(200);
    company = res.json().data;
    expect(company).toMatchObject({
      name: 'Belleza Caracas C.A.',
      rif: 'J-12345678-9',
      status: 'active',
      address: {
        place_id: 'map:10.4961,-66.8531',
        location: { type: 'Point', coordinates: [-66.8531, 10.4961] },
      },
    });
    expect((company as unknown as { logo: string }).logo).toMatch(/^\/api\/files\/logos\/.+\.webp$/);

    const trial = await subscriptionRepository.findByCompany(t.db, company._id);
    expect(trial).toMatchObject({ plan: 'standard_plan', status: 'trialing' });
    const days = (trial!.currentPeriodEnd.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const log = (await getWithToken(t.app, '/api/v1/business/event-log', owner.token)).json();
    expect(log.data[0]).toMatchObject({
      action: 'create',
      affected_area: 'company',
      entity_id: company._id,
      triggered_by: { name: 'Ana Pérez' },
      details: { rif: 'J-12345678-9' },
    });
  });

  it('lists it in /company/all, /company/my, /company/one and the account', async () => {
    const all = await postForm(
      t.app,
      '/api/v1/business/company/all',
      { users_id: 'ignored' },
      { token: owner.token },
    );
    expect(all.json()).toMatchObject({ data: [{ _id: company._id }], meta: { total: 1 } });
    expect((await getWithToken(t.app, '/api/v1/business/company/my', owner.token)).json().data._id).toBe(
      company._id,
    );
    const one = await postForm(
      t.app,
      `/api/v1/business/company/one/${company._id}`,
      {},
      { token: owner.token },
    );
    expect(one.json().data.rif).toBe('J-12345678-9');
    const me = await getWithToken(t.app, '/api/v1/business/account/me', owner.token);
    expect(me.json().data.company).toEqual([expect.objectContaining({ _id: company._id })]);
  });

  it('answers a second company with COMPANY_EXISTS and a taken RIF with RIF_TAKEN', async () => {
    expect((await createWith(owner.token, companyFields())).json().code).toBe('COMPANY_EXISTS');
    const taken = await createWith(rival.token, companyFields({ rif: 'J-12345678-9' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'RIF_TAKEN', details: [{ field: 'rif' }] });
  });

  it('tells whether a RIF is available', async () => {
    const taken = await postForm(
      t.app,
      '/api/v1/business/company/rif',
      { rif: 'J123456789' },
      { token: rival.token },
    );
    expect(taken.json()).toEqual({ data: { rif: 'J-12345678-9', available: false } });
    const free = await postForm(
      t.app,
      '/api/v1/business/company/rif',
      { rif: nextRif() },
      { token: rival.token },
    );
    expect(free.json().data.available).toBe(true);
    const bad = await postForm(t.app, '/api/v1/business/company/rif', { rif: 'X-1' }, { token: rival.token });
    expect(bad.json().details[0]).toMatchObject({ field: 'rif', code: 'validation.rif.invalid' });
  });

  it('keeps the company read-only once created', async () => {
    const res = await postForm(
      t.app,
      `/api/v1/business/company/${company._id}`,
      { name: 'Otro' },
      { token: owner.token, method: 'PUT' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Company information cannot be modified once created.');
  });
});

describe('another company', () => {
  it('sees none of it: 404 exactly as for a company that does not exist', async () => {
    await createCompany(t, rival.token);
    const theirs = await postForm(
      t.app,
      `/api/v1/business/company/one/${company._id}`,
      {},
      { token: rival.token },
    );
    const ghost = await postForm(
      t.app,
      '/api/v1/business/company/one/0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      {},
      { token: rival.token },
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).toBe(ghost.body);
    const put = await postForm(
      t.app,
      `/api/v1/business/company/${company._id}`,
      { name: 'x' },
      { token: rival.token, method: 'PUT' },
    );
    expect(put.statusCode).toBe(404);
    const log = (await getWithToken(t.app, '/api/v1/business/event-log', rival.token)).json();
    expect(log.data.every((entry: { entity_id: string }) => entry.entity_id !== company._id)).toBe(true);
  });
});
