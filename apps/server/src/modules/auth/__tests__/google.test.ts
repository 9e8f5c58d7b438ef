import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

const CLIENT_ID = 'salon-test.apps.googleusercontent.com';
let t: TestApp;
let keyServer: Server;
let privateKey: CryptoKey;

/** Google's role played by a local key set: the server fetches and checks it exactly as it would Google's. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  keyServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => keyServer.listen(0, '127.0.0.1', resolve));
  const { port } = keyServer.address() as { port: number };
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` });
});
afterAll(async () => {
  await t.close();
  keyServer.close();
});

function idToken(claims: Record<string, unknown>, audience = CLIENT_ID, key: CryptoKey = privateKey) {
  return new SignJWT({ email_verified: true, given_name: 'Gabriela', family_name: 'Gómez', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer('https://accounts.google.com')
    .setAudience(audience)
    .setSubject(String(claims.sub ?? 'google-sub-1'))
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);
}

const googleLogin = (token: string, account_type = 'business') =>
  t.app.inject({ method: 'POST', url: '/api/proxy/auth/google/web', payload: { account_type, token } });

describe('POST /auth/google/web', () => {
  it('signs in a business owner with a valid Google ID token, creating the account once', async () => {
    const token = await idToken({ email: 'gabriela@example.com', sub: 'g-1' });
    const first = await googleLogin(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.account).toMatchObject({
      account_type: 'business',
      user: { email: 'gabriela@example.com', name: 'Gabriela', surname: 'Gómez' },
    });
    const again = await googleLogin(await idToken({ email: 'gabriela@example.com', sub: 'g-1' }));
    expect(again.json().data.account._id).toBe(first.json().data.account._id);
    const config = await t.app.inject({ method: 'GET', url: '/api/proxy/util/config' });
    expect(config.json().data.google_client_id).toBe(CLIENT_ID);
  });

  it('refuses a token for another audience, a forged signature, or an unverified e-mail', async () => {
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const bad = [
      await idToken({ email: 'x@example.com' }, 'someone-else'),
      await idToken({ email: 'x@example.com' }, CLIENT_ID, otherKey),
      await idToken({ email: 'x@example.com', email_verified: false }),
      'not.a.jwt',
    ];
    for (const token of bad) {
      const res = await googleLogin(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('GOOGLE_TOKEN_INVALID');
    }
  });

  it('does not create an employee login from Google', async () => {
    const res = await googleLogin(
      await idToken({ email: 'new.employee@example.com', sub: 'g-2' }),
      'employee',
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers a clear "not configured" error', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/proxy/auth/google/web',
        payload: { account_type: 'business', token: 'x' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'GOOGLE_NOT_CONFIGURED' });
    } finally {
      await plain.close();
    }
  });
});
