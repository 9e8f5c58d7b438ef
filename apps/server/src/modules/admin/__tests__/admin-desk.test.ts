import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithToken } from '../../../test/http.js';
import { createSalon, GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminSession, ownerWithCompany, reportPayment, sendJson } from './admin-fixtures.js';

/** The companies list, the plans editor and salon verification, each action in the audit log. */
let t: TestApp;
let adminToken: string;
let adminEmail: string;
let paid: Awaited<ReturnType<typeof ownerWithCompany>>;
let waiting: Awaited<ReturnType<typeof ownerWithCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  ({
    token: adminToken,
    admin: { email: adminEmail },
  } = await adminSession(t, 'desk@platform.example'));
  paid = await ownerWithCompany(t, 'paid.owner@example.com', 'Peluquería Pagada C.A.');
  const { paymentId } = await reportPayment(t, paid, 'ZL-20000001');
  expect(
    (await sendJson(t, 'POST', `/api/v1/admin/payments/${paymentId}/confirm`, adminToken)).statusCode,
  ).toBe(200);
  waiting = await ownerWithCompany(t, 'waiting.owner@example.com', 'Barbería Espera C.A.');
  await reportPayment(t, waiting, 'ZL-20000002');
});
afterAll(async () => {
  await t.close();
});

const adminGet = (url: string) => getWithToken(t.app, url, adminToken);
const auditActions = async () =>
  (await adminGet('/api/v1/admin/audit?limit=100')).json().data as {
    action: string;
    target_id: string;
    details: Record<string, unknown>;
    admin: { email: string } | null;
  }[];

describe('GET /api/v1/admin/companies', () => {
  it('lists companies newest first with owner, plan, state, period end, salons and pending payment', async () => {
    await createSalon(t, paid.token, { title: 'Sede Pagada' });
    const res = await adminGet('/api/v1/admin/companies');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 2, page: 1, limit: 20 });
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual([waiting.company._id, paid.company._id]);
    const [second, first] = body.data;
    expect(first).toMatchObject({
      name: 'Peluquería Pagada C.A.',
      rif: paid.company.rif,
      owner_email: 'paid.owner@example.com',
      owner_name: 'Ana Pérez',
      status: 'active',
      plan: 'standard_plan',
      state: 'active',
      period: 'monthly',
      salons: 1,
      pending_payment: false,
    });
    // A month paid on top of the trial: the period ends well beyond the trial's 30 days.
    expect(Date.parse(first.period_end)).toBeGreaterThan(Date.now() + 45 * 86_400_000);
    expect(second).toMatchObject({
      state: 'trialing',
      plan: 'standard_plan',
      salons: 0,
      pending_payment: true,
    });
  });

  it('searches by part of the name, the RIF or the owner’s e-mail', async () => {
    const ids = async (q: string) =>
      (await adminGet(`/api/v1/admin/companies?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((row: { _id: string }) => row._id);
    expect(await ids('barbería')).toEqual([waiting.company._id]);
    expect(await ids(paid.company.rif)).toEqual([paid.company._id]);
    expect(await ids('waiting.owner@')).toEqual([waiting.company._id]);
    expect(await ids('%')).toEqual([]);
  });
});

describe('plans editor', () => {
  const standard = {
    monthly_price: 29.99,
    salons: 2,
    gallery_images_per_salon: 40,
    employees_per_salon: 12,
    promotions: true,
    cancellation_policy: true,
    additional_user: true,
  };
  const putPlan = (id: string, body: unknown) =>
    sendJson(t, 'PUT', `/api/v1/admin/plans/${id}`, adminToken, body);
  const prices = async () =>
    (await getWithToken(t.app, '/api/v1/business/billing/prices', paid.token)).json().data.plans as {
      _id: string;
      monthly_price: number;
      yearly_price: number;
      features: Record<string, unknown>;
    }[];

  it('lists the seeded plans', async () => {
    const res = await adminGet('/api/v1/admin/plans');
    expect(res.statusCode).toBe(200);
    const byId = Object.fromEntries(res.json().data.map((plan: { _id: string }) => [plan._id, plan]));
    expect(Object.keys(byId).sort()).toEqual(['advanced_plan', 'basic_plan', 'standard_plan']);
    expect(byId.standard_plan).toMatchObject({ monthly_price: 25, salons: 1, promotions: true });
    expect(byId.basic_plan).toMatchObject({
      monthly_price: 15,
      promotions: false,
      cancellation_policy: false,
    });
  });

  it('refuses bad input with field errors and changes nothing', async () => {
    const before = await prices();
    const res = await putPlan('standard_plan', {
      ...standard,
      monthly_price: 10_000.5,
      salons: 1.5,
      employees_per_salon: 0,
      promotions: 'maybe',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    const fields = res
      .json()
      .details.map((detail: { field: string; code: string }) => `${detail.field} ${detail.code}`);
    expect(fields.sort()).toEqual([
      'employees_per_salon validation.admin.limit',
      'monthly_price validation.admin.monthlyPrice',
      'promotions validation.admin.flag',
      'salons validation.admin.limit',
    ]);
    for (const price of [0, -3, 12.345]) {
      expect(
        (await putPlan('standard_plan', { ...standard, monthly_price: price })).statusCode,
        String(price),
      ).toBe(400);
    }
    const { salons: _salons, ...missing } = standard;
    expect((await putPlan('standard_plan', missing)).json().details[0].field).toBe('salons');
    expect(await prices()).toEqual(before);
    expect((await auditActions()).some((entry) => entry.action === 'plan.update')).toBe(false);
  });

  it('an unknown plan is 404', async () => {
    const res = await putPlan('gold_plan', standard);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PLAN_NOT_FOUND');
  });

  it('changes what the owners’ price list answers, and logs what changed', async () => {
    const res = await putPlan('standard_plan', standard);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: 'standard_plan', ...standard });
    const plan = (await prices()).find((candidate) => candidate._id === 'standard_plan')!;
    expect(plan.monthly_price).toBe(29.99);
    expect(plan.yearly_price).toBe(323.89); // 29.99 × 12 × 0.9 = 323.892
    expect(plan.features).toMatchObject({ salons: 2, gallery_images_per_salon: 40, employees_per_salon: 12 });
    const quote = await getWithToken(
      t.app,
      '/api/v1/business/billing/quote?plan=standard_plan&period=monthly',
      waiting.token,
    );
    expect(quote.json().data.total).toBe(29.99);

    const entry = (await auditActions()).find((candidate) => candidate.action === 'plan.update')!;
    expect(entry.target_id).toBe('standard_plan');
    expect(entry.details).toEqual({
      changes: {
        monthlyPriceCents: { from: 2500, to: 2999 },
        salons: { from: 1, to: 2 },
        galleryImagesPerSalon: { from: 30, to: 40 },
        employeesPerSalon: { from: 10, to: 12 },
      },
    });
  });
});

describe('salon verification', () => {
  let salonId: string;

  it('lists the salons waiting for verification with their company', async () => {
    salonId = (await createSalon(t, waiting.token, { title: 'Barbería Norte' }))._id;
    const res = await adminGet('/api/v1/admin/salons');
    expect(res.statusCode).toBe(200);
    const titles = res.json().data.map((row: { title: string }) => row.title);
    expect(titles).toEqual(['Sede Pagada', 'Barbería Norte']);
    expect(res.json().data[1]).toMatchObject({
      _id: salonId,
      status_process: 'requested',
      service_type: 'salon',
      company: {
        _id: waiting.company._id,
        name: 'Barbería Espera C.A.',
        owner_email: 'waiting.owner@example.com',
      },
    });
  });

  it('approving sets the status the owner sees, mails the owner, and cannot be repeated', async () => {
    const res = await sendJson(t, 'POST', `/api/v1/admin/salons/${salonId}/approve`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: salonId, status_process: 'approved' });
    const owners = await getWithToken(t.app, `/api/v1/business/salon/one/${salonId}`, waiting.token);
    expect(owners.json().data.status_process).toBe('approved');
    const mail = await t.mail.lastTo('waiting.owner@example.com');
    expect(mail.subject).toBe('Verificación aprobada: Barbería Norte');

    const mailsBefore = t.mail.mails.length;
    const again = await sendJson(t, 'POST', `/api/v1/admin/salons/${salonId}/approve`, adminToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SALON_STATUS_UNCHANGED');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(t.mail.mails.length).toBe(mailsBefore);
    const titles = (await adminGet('/api/v1/admin/salons'))
      .json()
      .data.map((row: { title: string }) => row.title);
    expect(titles).toEqual(['Sede Pagada']);
    const approved = (await adminGet('/api/v1/admin/salons?status_process=approved')).json().data;
    expect(approved.map((row: { _id: string }) => row._id)).toEqual([salonId]);
  });

  it('rejecting mails the owner; an unknown salon is 404', async () => {
    const other = (await adminGet('/api/v1/admin/salons')).json().data[0];
    const res = await sendJson(t, 'POST', `/api/v1/admin/salons/${other._id}/reject`, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status_process).toBe('rejected');
    expect((await t.mail.lastTo('paid.owner@example.com')).subject).toBe(
      'Verificación no aprobada: Sede Pagada',
    );
    const ghost = await sendJson(t, 'POST', `/api/v1/admin/salons/${GHOST_ID}/approve`, adminToken);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json().code).toBe('SALON_NOT_FOUND');
  });
});

describe('GET /api/v1/admin/audit', () => {
  it('lists every action newest first, with who did it', async () => {
    const entries = await auditActions();
    expect(entries.map((entry) => entry.action)).toEqual([
      'salon.reject',
      'salon.approve',
      'plan.update',
      'payment.confirm',
      'admin.login',
      'admin.create',
    ]);
    expect(entries[1]).toMatchObject({ target_id: expect.any(String), admin: { email: adminEmail } });
    expect(entries[1]!.details).toMatchObject({
      title: 'Barbería Norte',
      status_process: { from: 'requested', to: 'approved' },
    });
    expect(entries.at(-1)!.admin).toBeNull();
    const page = (await adminGet('/api/v1/admin/audit?page=2&limit=4')).json();
    expect(page.meta).toEqual({ total: 6, page: 2, limit: 4 });
    expect(page.data.map((entry: { action: string }) => entry.action)).toEqual([
      'admin.login',
      'admin.create',
    ]);
  });
});
