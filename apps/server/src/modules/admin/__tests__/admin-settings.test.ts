import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformPayees } from '../../../db/tables/billing.table.js';
import { getWithToken } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminSession, ownerWithCompany, sendJson } from './admin-fixtures.js';

/**
 * The platform's payee details: the administrator sets them (checked, audited), the owner's pay dialog reads
 * them with the prices; a method without details is null there.
 */
let t: TestApp;
let adminToken: string;
let owner: Awaited<ReturnType<typeof ownerWithCompany>>;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await adminSession(t, 'payees@platform.example')).token;
  owner = await ownerWithCompany(t, 'owner.payees@example.com', 'Salón Cobro C.A.');
});
afterAll(async () => {
  await t.close();
});

const PAGO_MOVIL = {
  bank_name: 'Banco de Venezuela',
  bank_code: '0102',
  phone: '0414-555-1234',
  rif: 'J-12345678-9',
};
const setPayees = (body: unknown, token = adminToken) =>
  sendJson(t, 'PUT', '/api/v1/admin/payees', token, body);
const ownerPayees = async () =>
  (await getWithToken(t.app, '/api/v1/business/billing/prices', owner.token)).json().data.payees;

describe('payee details', () => {
  it('start empty: every method null, for the administrator and in the owner’s prices', async () => {
    const res = await getWithToken(t.app, '/api/v1/admin/payees', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      pago_movil: null,
      zelle: null,
      binance_pay: null,
      wire: null,
      cash: null,
      updated_at: null,
    });
    expect(await ownerPayees()).toEqual({
      pago_movil: null,
      zelle: null,
      binance_pay: null,
      wire: null,
      cash: null,
    });
  });

  it('are set by the administrator, normalised, and shown to the owner', async () => {
    const res = await setPayees({
      pago_movil: { ...PAGO_MOVIL, rif: 'j123456789' },
      zelle: { email: ' Pagos@Plataforma.Example ', name: 'Plataforma C.A.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      pago_movil: { ...PAGO_MOVIL, phone: '+584145551234', rif: 'J-12345678-9' },
      zelle: { email: 'pagos@plataforma.example', name: 'Plataforma C.A.' },
      binance_pay: null,
      updated_at: expect.any(String),
    });
    expect(await ownerPayees()).toEqual({
      pago_movil: { ...PAGO_MOVIL, phone: '+584145551234', rif: 'J-12345678-9' },
      zelle: { email: 'pagos@plataforma.example', name: 'Plataforma C.A.' },
      binance_pay: null,
      wire: null,
      cash: null,
    });
  });

  it('a method left out is cleared; the audit log names what changed', async () => {
    const res = await setPayees({
      pago_movil: PAGO_MOVIL,
      wire: {
        bank: 'Banesco',
        account_number: '0134 0000 0000 0000 0001',
        holder: 'Plataforma C.A.',
        rif: 'J-12345678-9',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      zelle: null,
      wire: { account_number: '01340000000000000001', rif: 'J-12345678-9' },
    });
    const audit = (await getWithToken(t.app, '/api/v1/admin/audit', adminToken)).json().data;
    expect(audit[0]).toMatchObject({
      action: 'payees.update',
      target_type: 'payees',
      details: { changed: ['zelle', 'wire'], set: ['pago_movil', 'wire'] },
      admin: { email: 'payees@platform.example' },
    });
  });

  it('refuses wrong details with field errors and keeps what was there', async () => {
    const res = await setPayees({
      pago_movil: { ...PAGO_MOVIL, bank_code: '12', rif: 'X-1' },
      binance_pay: { pay_id: 'abc', name: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .details.map((detail: { field: string; code: string }) => [detail.field, detail.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['pago_movil.bank_code', 'validation.payee.bankCode'],
        ['pago_movil.rif', 'validation.payee.rif'],
        ['binance_pay.pay_id', 'validation.payee.payId'],
        ['binance_pay.name', 'validation.payee.holder'],
      ]),
    );
    expect((await ownerPayees()).pago_movil).toEqual({
      ...PAGO_MOVIL,
      phone: '+584145551234',
      rif: 'J-12345678-9',
    });
  });

  it('show a RIF stored before it took its usual hyphens the usual way', async () => {
    await t.db
      .update(platformPayees)
      .set({ details: { ...PAGO_MOVIL, phone: '+584145551234', rif: 'J-123456789' } })
      .where(eq(platformPayees.method, 'pago_movil'));
    expect((await ownerPayees()).pago_movil).toMatchObject({ rif: 'J-12345678-9' });
  });

  it('answer 401 without a token and to a business token', async () => {
    expect((await setPayees({}, '')).statusCode).toBe(401);
    expect((await setPayees({}, owner.token)).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/v1/admin/payees', owner.token)).statusCode).toBe(401);
    expect((await ownerPayees()).wire).not.toBeNull();
  });
});
