import { strongPasswordSchema } from '@salon/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../lib/crypto.js';
import { getWithToken, signUpOwner } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminAccountService } from '../admin-account.service.js';
import { adminAuditLog, platformAdmins } from '../../../db/tables/admin.table.js';
import { ADMIN_PASSWORD, adminSession, sendJson } from './admin-fixtures.js';

/** The administrator's identity: created by the command's service, its own login, tokens kept apart. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string) =>
  sendJson(t, 'POST', '/api/v1/admin/auth/login', undefined, { email, password });

describe('create-admin (the service the command calls)', () => {
  it('creates an administrator with a generated strong password, stored only as a hash', async () => {
    const created = await adminAccountService.createOrReset(
      { db: t.db },
      { email: '  Boss@Platform.Example ' },
    );
    expect(created.created).toBe(true);
    expect(created.admin.email).toBe('boss@platform.example');
    expect(created.admin.name).toBe('boss');
    expect(created.password).toHaveLength(20);
    expect(strongPasswordSchema.safeParse(created.password).success).toBe(true);
    const [row] = await t.db.select().from(platformAdmins).where(eq(platformAdmins.id, created.admin.id));
    expect(row!.passwordHash).not.toContain(created.password);
    expect(await verifyPassword(row!.passwordHash, created.password)).toBe(true);
    expect((await login('boss@platform.example', created.password)).statusCode).toBe(200);
  });

  it('for an existing e-mail resets the password and ends its sessions instead of failing', async () => {
    const first = await adminAccountService.createOrReset({ db: t.db }, { email: 'reset@platform.example' });
    const session = await login('reset@platform.example', first.password);
    const token = session.json().data.token as string;
    expect((await getWithToken(t.app, '/api/v1/admin/me', token)).statusCode).toBe(200);

    const again = await adminAccountService.createOrReset(
      { db: t.db },
      { email: 'reset@platform.example', password: 'Otra#Clave99' },
    );
    expect(again.created).toBe(false);
    expect(again.admin.id).toBe(first.admin.id);
    expect((await getWithToken(t.app, '/api/v1/admin/me', token)).statusCode).toBe(401);
    expect((await login('reset@platform.example', first.password)).statusCode).toBe(401);
    expect((await login('reset@platform.example', 'Otra#Clave99')).statusCode).toBe(200);
    const count = await t.db
      .select()
      .from(platformAdmins)
      .where(eq(platformAdmins.email, 'reset@platform.example'));
    expect(count).toHaveLength(1);

    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, first.admin.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'admin.create',
      'admin.login',
      'admin.login',
      'admin.password_reset',
    ]);
    expect(audit.find((entry) => entry.action === 'admin.create')!.adminId).toBeNull();
  });

  it('refuses a weak given password and a bad e-mail', async () => {
    await expect(
      adminAccountService.createOrReset({ db: t.db }, { email: 'weak@platform.example', password: 'short' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'password' }] });
    await expect(
      adminAccountService.createOrReset({ db: t.db }, { email: 'not-an-email' }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'email', code: 'validation.email.invalid' }],
    });
    expect(
      await t.db.select().from(platformAdmins).where(eq(platformAdmins.email, 'weak@platform.example')),
    ).toEqual([]);
  });
});

describe('POST /api/v1/admin/auth/login', () => {
  it('signs in with its own token kind and answers who is signed in', async () => {
    const { admin } = await adminSession(t, 'ana@platform.example');
    const res = await login('ANA@platform.example', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.token).toMatch(/^adm_[A-Za-z0-9_-]{43}$/);
    expect(body.admin).toMatchObject({ _id: admin.id, email: 'ana@platform.example', name: 'ana' });
    expect(body.admin.last_login_at).not.toBeNull();

    const me = await getWithToken(t.app, '/api/v1/admin/me', body.token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: admin.id, email: 'ana@platform.example' });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    await adminSession(t, 'bad@platform.example');
    const wrong = await login('bad@platform.example', 'Wrong#Pass2026');
    const unknown = await login('nobody@platform.example', ADMIN_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ code: 'LOGIN_FAILED', message: 'Login failed. Please try again.' });
  });

  it('validates the body', async () => {
    const res = await sendJson(t, 'POST', '/api/v1/admin/auth/login', undefined, { email: 'x' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((detail: { field: string }) => detail.field)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('is rate-limited per account like the business login', async () => {
    await adminSession(t, 'limited@platform.example');
    for (let i = 0; i < 10; i++)
      expect((await login('limited@platform.example', `Nope#${i}xyzw`)).statusCode).toBe(401);
    const blocked = await login('limited@platform.example', ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('does not let a business owner in with the business password', async () => {
    await signUpOwner(t, 'owner.login@example.com');
    const res = await login('owner.login@example.com', 'Secreto#2026');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('LOGIN_FAILED');
  });
});

describe('token separation', () => {
  it('a business owner token gets 401 on admin routes', async () => {
    const owner = await signUpOwner(t, 'owner.sep@example.com');
    expect((await getWithToken(t.app, '/api/v1/business/account/me', owner.token)).statusCode).toBe(200);
    for (const url of [
      '/api/v1/admin/me',
      '/api/v1/admin/payments',
      '/api/v1/admin/companies',
      '/api/v1/admin/audit',
    ]) {
      const res = await getWithToken(t.app, url, owner.token);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    // Even dressed up with the administrator prefix, a business token is unknown to the admin side.
    expect((await getWithToken(t.app, '/api/v1/admin/me', `adm_${owner.token}`)).statusCode).toBe(401);
  });

  it('an admin token gets 401 on business routes', async () => {
    const { token } = await adminSession(t, 'sep@platform.example');
    expect((await getWithToken(t.app, '/api/v1/admin/me', token)).statusCode).toBe(200);
    const me = await getWithToken(t.app, '/api/v1/business/account/me', token);
    expect(me.statusCode).toBe(401);
    expect(me.json().code).toBe('UNAUTHORIZED');
    expect((await getWithToken(t.app, '/api/v1/business/billing/active', token)).statusCode).toBe(401);
  });

  it('no token, or a made-up one, gets 401', async () => {
    expect((await getWithToken(t.app, '/api/v1/admin/payments')).statusCode).toBe(401);
    expect((await getWithToken(t.app, '/api/v1/admin/payments', 'adm_made-up')).statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const { token } = await adminSession(t, 'bye@platform.example');
    const out = await sendJson(t, 'POST', '/api/v1/admin/auth/logout', token);
    expect(out.statusCode).toBe(200);
    expect((await getWithToken(t.app, '/api/v1/admin/me', token)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/test/admin (end-to-end hook)', () => {
  it('does not exist unless E2E_TEST_HOOKS=1', async () => {
    const res = await sendJson(t, 'POST', '/api/v1/test/admin', undefined, {
      email: 'e2e@platform.example',
      password: ADMIN_PASSWORD,
    });
    expect(res.statusCode).toBe(404);
    expect(
      await t.db.select().from(platformAdmins).where(eq(platformAdmins.email, 'e2e@platform.example')),
    ).toEqual([]);
  });

  it('with E2E_TEST_HOOKS=1 creates an administrator who can sign in', async () => {
    const hooked = await createTestApp({ E2E_TEST_HOOKS: '1' });
    try {
      const res = await hooked.app.inject({
        method: 'POST',
        url: '/api/proxy/api/v1/test/admin',
        payload: { email: 'e2e@platform.example', password: ADMIN_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe('e2e@platform.example');
      const signedIn = await hooked.app.inject({
        method: 'POST',
        url: '/api/proxy/api/v1/admin/auth/login',
        payload: { email: 'e2e@platform.example', password: ADMIN_PASSWORD },
      });
      expect(signedIn.statusCode).toBe(200);
    } finally {
      await hooked.close();
    }
  });
});
