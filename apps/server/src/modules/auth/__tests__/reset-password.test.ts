import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWithToken, postForm, signUpOwner, STRONG_PASSWORD } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/reset-password', () => {
  it('mails a code, sets the new password with it and ends every session', async () => {
    const email = 'reset.owner@example.com';
    const { token } = await signUpOwner(t, email);
    const asked = await postForm(
      t.app,
      '/auth/reset-password',
      { email },
      { headers: { 'accept-language': 'en-ve' } },
    );
    expect(asked.json()).toEqual({ data: { ok: true } });
    const mail = await t.mail.lastTo(email);
    expect(mail.subject).toContain('Reset your password');

    const wrong = await postForm(t.app, '/auth/reset-password', {
      email,
      code: '000000',
      password: 'Otra#Clave99',
    });
    if (t.mail.codeIn(mail) !== '000000') expect(wrong.json().code).toBe('OTP_INVALID');

    const done = await postForm(t.app, '/auth/reset-password', {
      email,
      code: t.mail.codeIn(mail),
      password: 'Otra#Clave99',
    });
    expect(done.json()).toEqual({ data: { ok: true } });
    expect((await getWithToken(t.app, '/api/v1/business/account/me', token)).statusCode).toBe(401);

    const oldLogin = await postForm(t.app, '/auth/login', { email, password: STRONG_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await postForm(t.app, '/auth/login', { email, password: 'Otra#Clave99' });
    expect(newLogin.statusCode).toBe(200);

    const reused = await postForm(t.app, '/auth/reset-password', {
      email,
      code: t.mail.codeIn(mail),
      password: 'Tercera#Clave1',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('answers an unknown e-mail exactly like a known one, and mails nothing', async () => {
    const before = t.mail.mails.length;
    const res = await postForm(t.app, '/auth/reset-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.mail.mails.length).toBe(before);
  });

  it('validates the new password with the registration rules', async () => {
    const res = await postForm(t.app, '/auth/reset-password', {
      email: 'x@example.com',
      code: '123456',
      password: 'weakpass',
    });
    expect(res.statusCode).toBe(400);
    const codes = res.json().details.map((d: { code: string }) => d.code);
    expect(codes).toEqual(
      expect.arrayContaining(['validation.password.uppercase', 'validation.password.number']),
    );
    const half = await postForm(t.app, '/auth/reset-password', { email: 'x@example.com', code: '123456' });
    expect(half.json().details[0]).toMatchObject({ field: 'password' });
  });
});
