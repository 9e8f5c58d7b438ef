import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithToken } from '../../../test/http.js';
import { GHOST_ID } from '../../../test/salon-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminSession, ownerWithCompany, reportPayment, sendJson } from './admin-fixtures.js';

/**
 * The payments queue: three owners report a Zelle payment each (A, then B, then C); the administrator
 * confirms A's and rejects B's. What the owners then see, and what they are mailed, is checked.
 */
let t: TestApp;
let adminToken: string;
let adminEmail: string;
type Owner = Awaited<ReturnType<typeof ownerWithCompany>> & { paymentId: string; total: number };
let a: Owner;
let b: Owner;
let c: Owner;

async function ownerWithPayment(email: string, name: string, reference: string): Promise<Owner> {
  const owner = await ownerWithCompany(t, email, name);
  return { ...owner, ...(await reportPayment(t, owner, reference)) };
}

beforeAll(async () => {
  t = await createTestApp();
  const session = await adminSession(t, 'queue@platform.example');
  adminToken = session.token;
  adminEmail = session.admin.email;
  a = await ownerWithPayment('owner.a@example.com', 'Salón Alfa C.A.', 'ZL-10000001');
  b = await ownerWithPayment('owner.b@example.com', 'Salón Beta C.A.', 'ZL-10000002');
  c = await ownerWithPayment('owner.c@example.com', 'Salón Gamma C.A.', 'ZL-10000003');
});
afterAll(async () => {
  await t.close();
});

const payments = (query = '') => getWithToken(t.app, `/api/v1/admin/payments${query}`, adminToken);
const confirm = (id: string) => sendJson(t, 'POST', `/api/v1/admin/payments/${id}/confirm`, adminToken);
const reject = (id: string, body: unknown) =>
  sendJson(t, 'POST', `/api/v1/admin/payments/${id}/reject`, adminToken, body);

describe('GET /api/v1/admin/payments', () => {
  it('lists the pending payments oldest first, with the reported fields and the company', async () => {
    const res = await payments('?status=pending');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 3, page: 1, limit: 20 });
    expect(body.data.map((row: { _id: string }) => row._id)).toEqual([a.paymentId, b.paymentId, c.paymentId]);
    const first = body.data[0];
    expect(a.total).toBeGreaterThan(0);
    expect(first).toMatchObject({
      status: 'pending',
      method: 'zelle',
      plan: 'standard_plan',
      period: 'monthly',
      amount: a.total,
      reference: 'ZL-10000001',
      details: { payer: 'Ana Pérez', paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      decided_at: null,
      decided_by: null,
      invoice_id: null,
      company: {
        _id: a.company._id,
        name: 'Salón Alfa C.A.',
        rif: a.company.rif,
        owner_email: 'owner.a@example.com',
      },
    });
    expect(first.lines[0]).toMatchObject({ kind: 'plan', quantity: 1 });
  });

  it('pages', async () => {
    const res = await payments('?status=pending&page=2&limit=2');
    expect(res.json().meta).toEqual({ total: 3, page: 2, limit: 2 });
    expect(res.json().data.map((row: { _id: string }) => row._id)).toEqual([c.paymentId]);
    expect((await payments('?status=paid')).statusCode).toBe(400);
  });
});

describe('confirm and reject', () => {
  it('confirming activates the owner’s plan, issues the invoice and mails the owner', async () => {
    const res = await confirm(a.paymentId);
    expect(res.statusCode).toBe(200);
    const payment = res.json().data;
    expect(payment).toMatchObject({ _id: a.paymentId, status: 'confirmed', rejection_reason: null });
    expect(payment.invoice_id).toEqual(expect.any(String));
    expect(payment.decided_at).not.toBeNull();

    const active = (await getWithToken(t.app, '/api/v1/business/billing/active', a.token)).json().data;
    expect(active).toMatchObject({ state: 'active', plan: 'standard_plan', pending_payment: null });
    const invoices = (await getWithToken(t.app, '/api/v1/business/billing/invoices', a.token)).json().data;
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      _id: payment.invoice_id,
      total: a.total,
      method: 'zelle',
      reference: 'ZL-10000001',
      company: { name: 'Salón Alfa C.A.', rif: a.company.rif },
    });

    const mail = await t.mail.lastTo('owner.a@example.com');
    expect(mail.subject).toContain('Pago confirmado');
    expect(mail.text).toContain(String(invoices[0].number).padStart(6, '0'));
  });

  it('a reason is required to reject', async () => {
    const res = await reject(b.paymentId, { reason: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'reason', code: 'validation.billing.reason' });
    const still = (await payments('?status=pending')).json().data.map((row: { _id: string }) => row._id);
    expect(still).toContain(b.paymentId);
  });

  it('rejecting with a reason mails it to the owner and leaves the trial as it was', async () => {
    const res = await reject(b.paymentId, { reason: 'La referencia no aparece en Zelle' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: b.paymentId,
      status: 'rejected',
      rejection_reason: 'La referencia no aparece en Zelle',
      invoice_id: null,
    });
    const mail = await t.mail.lastTo('owner.b@example.com');
    expect(mail.subject).toBe('No pudimos confirmar tu pago');
    expect(mail.text).toContain('Motivo: La referencia no aparece en Zelle');

    const active = (await getWithToken(t.app, '/api/v1/business/billing/active', b.token)).json().data;
    expect(active).toMatchObject({ state: 'trialing', pending_payment: null });
    expect((await getWithToken(t.app, '/api/v1/business/billing/invoices', b.token)).json().data).toEqual([]);
  });

  it('a decided payment cannot be decided again (409) and nothing changes', async () => {
    for (const res of [
      await confirm(a.paymentId),
      await reject(a.paymentId, { reason: 'otra vez' }),
      await confirm(b.paymentId),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYMENT_DECIDED');
    }
    expect(
      (await getWithToken(t.app, '/api/v1/business/billing/invoices', a.token)).json().data,
    ).toHaveLength(1);
    const bRow = (await payments('?status=rejected')).json().data[0];
    expect(bRow).toMatchObject({ _id: b.paymentId, status: 'rejected' });
  });

  it('an unknown payment is 404, a malformed id 400', async () => {
    const res = await confirm(GHOST_ID);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await reject(GHOST_ID, { reason: 'x' })).json().code).toBe('PAYMENT_NOT_FOUND');
    expect((await confirm('not-a-uuid')).statusCode).toBe(400);
  });

  it('a business token cannot decide', async () => {
    const res = await sendJson(t, 'POST', `/api/v1/admin/payments/${c.paymentId}/confirm`, c.token);
    expect(res.statusCode).toBe(401);
    expect(
      (await getWithToken(t.app, '/api/v1/business/billing/active', c.token)).json().data.pending_payment,
    ).not.toBeNull();
  });

  it('the whole list shows pending first, then decided ones newest first, with who decided', async () => {
    const res = await payments();
    expect(res.json().meta.total).toBe(3);
    const rows = res.json().data;
    expect(rows.map((row: { _id: string }) => row._id)).toEqual([c.paymentId, b.paymentId, a.paymentId]);
    expect(rows.map((row: { status: string }) => row.status)).toEqual(['pending', 'rejected', 'confirmed']);
    expect(rows[1].decided_by).toMatchObject({ email: adminEmail });
    expect(rows[2].invoice_id).toEqual(expect.any(String));
    const confirmed = (await payments('?status=confirmed')).json();
    expect(confirmed.data.map((row: { _id: string }) => row._id)).toEqual([a.paymentId]);
  });

  it('each decision is in the audit log, newest first', async () => {
    const audit = (await getWithToken(t.app, '/api/v1/admin/audit', adminToken)).json();
    const decisions = audit.data.filter((entry: { action: string }) => entry.action.startsWith('payment.'));
    expect(
      decisions.map((entry: { action: string; target_id: string }) => [entry.action, entry.target_id]),
    ).toEqual([
      ['payment.reject', b.paymentId],
      ['payment.confirm', a.paymentId],
    ]);
    expect(decisions[0]).toMatchObject({
      target_type: 'payment',
      details: { reason: 'La referencia no aparece en Zelle', company_id: b.company._id, amount: b.total },
      admin: { email: adminEmail },
    });
    expect(decisions[1].details.invoice_number).toEqual(expect.any(Number));
  });
});
