import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRepository } from '../../user/user.repository.js';
import { postForm, signUpOwner, STRONG_PASSWORD } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration with an e-mail code', () => {
  it('walks send-otp, verify-otp and signup, mailing the code in the caller language', async () => {
    const email = 'owner.es@example.com';
    expect((await postForm(t.app, '/auth/check-account', { email })).json()).toEqual({
      data: { can_register: true },
    });

    const { token, userId } = await signUpOwner(t, email, { language: 'es-ve' });
    const mail = await t.mail.lastTo(email);
    expect(mail.subject).toContain('Tu código de verificación');
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/proxy/api/v1/business/account/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      account_type: 'business',
      user: { _id: userId, email, name: 'Ana', surname: 'Pérez', language: 'es-ve' },
      roles: [{ type: 'owner' }],
      is_password_temp: false,
    });
    expect((await postForm(t.app, '/auth/check-account', { email })).json()).toEqual({
      data: { can_register: false },
    });
  });

  it('mails English when the client speaks en-ve', async () => {
    const email = 'owner.en@example.com';
    await postForm(t.app, '/api/v1/otp/send-otp', { email }, { headers: { 'accept-language': 'en-ve' } });
    expect((await t.mail.lastTo(email)).subject).toContain('Your verification code');
  });

  it('refuses signup for an e-mail whose code was not verified, creating nothing', async () => {
    const email = 'unverified@example.com';
    const res = await postForm(t.app, '/auth/signup', {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Ana',
      lastName: 'Pérez',
      auth_type: 'local',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'EMAIL_NOT_VERIFIED' });
    expect(await userRepository.findUserByEmail(t.db, email)).toBeUndefined();
  });

  it('answers 409 for an e-mail that is already registered', async () => {
    const email = 'twice@example.com';
    await signUpOwner(t, email);
    await postForm(t.app, '/api/v1/otp/send-otp', { email }); // within the resend interval: 429, no new code
    const res = await postForm(t.app, '/auth/signup', {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Otra',
      lastName: 'Persona',
      auth_type: 'local',
    });
    expect([403, 409]).toContain(res.statusCode);
    expect((await userRepository.findUserByEmail(t.db, email))?.name).toBe('Ana');
  });

  it('creates exactly one account when the same verified e-mail signs up ten times at once', async () => {
    const email = 'race@example.com';
    await postForm(t.app, '/api/v1/otp/send-otp', { email });
    const code = t.mail.codeIn(await t.mail.lastTo(email));
    await postForm(t.app, '/api/v1/otp/verify-otp', { email, code });
    const fields = {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Ana',
      lastName: 'Pérez',
      auth_type: 'local',
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postForm(t.app, '/auth/signup', fields)),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => [200, 403, 409].includes(code))).toBe(true);
    const user = await userRepository.findUserByEmail(t.db, email);
    expect(user).toBeDefined();
    expect(await userRepository.findAccountByUserAndType(t.db, user!.id, 'business')).toBeDefined();
  });

  it('refuses a new code within 60 seconds of the last one', async () => {
    const email = 'soon@example.com';
    expect((await postForm(t.app, '/api/v1/otp/send-otp', { email })).statusCode).toBe(200);
    const again = await postForm(t.app, '/api/v1/otp/send-otp', { email });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('OTP_TOO_SOON');
  });

  it('burns a code after five wrong tries', async () => {
    const email = 'burn@example.com';
    await postForm(t.app, '/api/v1/otp/send-otp', { email });
    const code = t.mail.codeIn(await t.mail.lastTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await postForm(t.app, '/api/v1/otp/verify-otp', { email, code: wrong });
      expect(res.json().code).toBe('OTP_INVALID');
    }
    const right = await postForm(t.app, '/api/v1/otp/verify-otp', { email, code });
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('OTP_EXPIRED');
  });

  it('answers bad input with 400 and field errors, never 500', async () => {
    const weak = await postForm(t.app, '/auth/signup', {
      email: 'not-an-email',
      password: 'short',
      firstName: 'A',
      lastName: '',
    });
    expect(weak.statusCode).toBe(400);
    const body = weak.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    const fields = body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
    expect(body.details.find((d: { field: string }) => d.field === 'firstName')).toMatchObject({
      code: 'validation.name.min',
      message: 'Must be at least 2 characters',
    });

    const noBody = await t.app.inject({ method: 'POST', url: '/api/proxy/api/v1/otp/verify-otp' });
    expect(noBody.statusCode).toBe(400);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/proxy/auth/check-account',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().code).toBe('BAD_REQUEST');
    const huge = await postForm(t.app, '/auth/check-account', { email: `${'a'.repeat(2_000_000)}@x.com` });
    expect(huge.statusCode).toBe(413);
    const letters = await postForm(t.app, '/api/v1/otp/verify-otp', {
      email: 'x@example.com',
      code: '12ab56',
    });
    expect(letters.json().details[0]).toMatchObject({ field: 'code', code: 'validation.code.invalid' });
  });
});
