import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../../lib/crypto.js';
import { accounts } from '../../../db/tables/account.table.js';
import { accessTokens } from '../../../db/tables/auth.table.js';
import { getWithToken, postForm, signUpOwner, STRONG_PASSWORD } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
const email = 'login.owner@example.com';
beforeAll(async () => {
  t = await createTestApp();
  await signUpOwner(t, email);
});
afterAll(() => t.close());

const login = (fields: Record<string, string>, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/proxy/auth/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('POST /auth/login', () => {
  it('answers the login fields for a form-encoded sign-in', async () => {
    const res = await login({
      email: 'Login.Owner@Example.com ',
      password: STRONG_PASSWORD,
      account_type: 'business',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(Object.keys(data).sort()).toEqual(
      ['_id', 'account_type', 'company', 'is_password_temp', 'roles', 'salon', 'token', 'user'].sort(),
    );
    expect(data).toMatchObject({ account_type: 'business', is_password_temp: false, company: [], salon: [] });
    expect((await getWithToken(t.app, '/api/v1/business/account/me', data.token)).statusCode).toBe(200);
  });

  it('reads the same for a wrong password, an unknown e-mail and a missing account type', async () => {
    const wrong = await login({ email, password: 'Wrong#pass1', account_type: 'business' }, '10.0.0.2');
    const unknown = await login({ email: 'nobody@example.com', password: 'Wrong#pass1' }, '10.0.0.2');
    const employee = await login({ email, password: STRONG_PASSWORD, account_type: 'employee' }, '10.0.0.2');
    for (const res of [wrong, unknown, employee]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'LOGIN_FAILED',
        message: 'Login failed. Please try again.',
      });
    }
  });

  it('answers 429 after ten failures from one address for one account, even with the right password', async () => {
    const target = 'locked.owner@example.com';
    await signUpOwner(t, target);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await login({ email: target, password: 'Wrong#pass1' }, '10.1.0.1')).statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    const right = await login({ email: target, password: STRONG_PASSWORD }, '10.1.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('TOO_MANY_ATTEMPTS');
    // Only that (account, address) pair is blocked: the account-wide count slows, never refuses
    // (attempt-limits.test.ts has the rest).
    expect((await login({ email: target, password: STRONG_PASSWORD }, '10.1.0.99')).statusCode).toBe(200);
  });

  it('limits one address across many e-mails', async () => {
    let last = 0;
    for (let i = 0; i < 51; i++) {
      last = (await login({ email: `spray${i}@example.com`, password: 'Wrong#pass1' }, '10.9.9.9'))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('tokens and logout', () => {
  it('answers 401 with the session-expired message for a missing or unknown token', async () => {
    for (const token of [undefined, 'made-up-token']) {
      const res = await getWithToken(t.app, '/api/v1/business/account/me', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Your session has expired, please refresh the page and log in again.');
    }
  });

  it('expires a token left idle for 30 days', async () => {
    const { data } = (await login({ email, password: STRONG_PASSWORD })).json();
    expect((await getWithToken(t.app, '/api/v1/business/account/me', data.token)).statusCode).toBe(200);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await t.db
      .update(accessTokens)
      .set({ lastUsedAt: longAgo })
      .where(eq(accessTokens.tokenHash, sha256(data.token)));
    // A write behind the API's back: wait for its change announcement, as another server copy's write.
    await t.app.ctx.changes.sync();
    expect((await getWithToken(t.app, '/api/v1/business/account/me', data.token)).statusCode).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const { data } = (await login({ email, password: STRONG_PASSWORD })).json();
    const out = await postForm(t.app, '/auth/logout', {}, { token: data.token });
    expect(out.json()).toEqual({ data: { ok: true } });
    expect((await getWithToken(t.app, '/api/v1/business/account/me', data.token)).statusCode).toBe(401);
    expect((await postForm(t.app, '/auth/logout', {}, { token: data.token })).statusCode).toBe(401);
  });

  it('ignores users_id and account_type in the payload: identity comes from the token', async () => {
    const other = await signUpOwner(t, 'other.owner@example.com');
    const { data } = (await login({ email, password: STRONG_PASSWORD })).json();
    const res = await postForm(
      t.app,
      '/api/v1/business/account/me',
      { users_id: other.userId, account_type: 'business', name: 'Cambiado' },
      { token: data.token, method: 'PUT' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email, name: 'Cambiado' });
    const otherMe = await getWithToken(t.app, '/api/v1/business/account/me', other.token);
    expect(otherMe.json().data.user.name).toBe('Ana');
  });
});

describe('temporary password', () => {
  it('holds the account to the password change, then completes with a new token', async () => {
    const target = 'temp.owner@example.com';
    const { accountId } = await signUpOwner(t, target);
    await t.db.update(accounts).set({ isPasswordTemp: true }).where(eq(accounts.id, accountId));

    const res = await login({ email: target, password: STRONG_PASSWORD });
    expect(res.json().data.is_password_temp).toBe(true);
    const heldToken = res.json().data.token;
    const blocked = await getWithToken(t.app, '/api/v1/business/account/me', heldToken);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await postForm(
      t.app,
      '/api/v1/business/account/password',
      { currentPassword: STRONG_PASSWORD, newPassword: 'Nueva#clave9' },
      { token: heldToken, method: 'PUT' },
    );
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().data.token;
    const me = await getWithToken(t.app, '/api/v1/business/account/me', fresh);
    expect(me.statusCode).toBe(200);
    expect(me.json().data.is_password_temp).toBe(false);
    expect((await getWithToken(t.app, '/api/v1/business/account/me', heldToken)).statusCode).toBe(401);
  });
});
