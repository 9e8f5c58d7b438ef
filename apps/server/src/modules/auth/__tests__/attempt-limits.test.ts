import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, signUpOwner, STRONG_PASSWORD } from '../../../test/http.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ADMIN_PASSWORD, adminSession } from '../../admin/__tests__/admin-fixtures.js';
import { MAIL_SEND } from '../../../lib/jobs/mail-send.job.js';
import { jobs } from '../../../db/tables/job.table.js';
import { authAttempts } from '../../../db/tables/auth.table.js';

/**
 * Attempt limits an attacker cannot race or aim at someone: every try is reserved before it is evaluated, and
 * failures block per (e-mail, address) and per address, never per e-mail alone (attempt-limiter.ts).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'off' });
});
afterAll(() => t.close());

const WRONG = 'Wrong#pass1';
const form = (url: string, fields: Record<string, string>, ip: string, token?: string) =>
  t.app.inject({
    method: url.endsWith('/password') ? 'PUT' : 'POST',
    url: `${API}${url}`,
    remoteAddress: ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
const login = (email: string, password: string, ip: string) =>
  form('/auth/login', { email, password, account_type: 'business' }, ip);
const statuses = async (calls: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(calls)).map((res) => res.statusCode);
const times = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Mails to `to` whose subject passes `match`, after running the queue's due jobs. */
async function alertsTo(to: string) {
  await t.app.ctx.jobs.runDue();
  await new Promise((resolve) => setTimeout(resolve, 100));
  return t.mail.mails.filter((mail) => mail.to.includes(to) && /sign-in|inicio de sesi/i.test(mail.subject));
}

async function askResetCode(email: string, ip: string) {
  const before = t.mail.mails.filter((mail) => mail.to.includes(email)).length;
  expect((await form('/auth/reset-password', { email }, ip)).statusCode).toBe(200);
  for (let i = 0; i < 100; i++) {
    const mails = t.mail.mails.filter((mail) => mail.to.includes(email));
    if (mails.length > before) return t.mail.codeIn(mails.at(-1)!);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no reset code for ${email}`);
}

describe('sign-in failures', () => {
  it('30 concurrent wrong passwords from one address: at most 10 are evaluated, the rest 429', async () => {
    const email = 'race.owner@example.com';
    await signUpOwner(t, email);
    const codes = await statuses(times(30).map(() => login(email, WRONG, '10.20.0.1')));
    const evaluated = codes.filter((code) => code !== 429);
    console.log(`concurrent wrong passwords evaluated: ${evaluated.length} of 30`);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(10);
    expect(evaluated.every((code) => code === 401)).toBe(true);
  });

  it("a stranger's failures block the stranger's address only: the owner signs in from a clean one", async () => {
    const email = 'aimed.owner@example.com';
    await signUpOwner(t, email);
    const stranger = await statuses(times(12).map(() => login(email, WRONG, '10.21.0.66')));
    expect(stranger.filter((code) => code === 401)).toHaveLength(10);
    expect(stranger.filter((code) => code === 429)).toHaveLength(2);
    // The pair is blocked even with the right password; the owner's own address is not.
    expect((await login(email, STRONG_PASSWORD, '10.21.0.66')).statusCode).toBe(429);
    expect((await login(email, STRONG_PASSWORD, '10.21.0.1')).statusCode).toBe(200);
    // Failures from many addresses (the account-wide count past 10) slow down but never refuse.
    for (const i of times(5)) expect((await login(email, WRONG, `10.21.1.${i}`)).statusCode).toBe(401);
    expect((await login(email, STRONG_PASSWORD, '10.21.0.2')).statusCode).toBe(200);
  });

  it('a completed password reset clears the failures of that e-mail, and of no other', async () => {
    // `_` is a LIKE wildcard: clearing by pattern would also clear the look-alike's failures.
    const email = 'reset_me@example.com';
    const lookAlike = 'resetxme@example.com';
    await signUpOwner(t, email);
    await signUpOwner(t, lookAlike);
    for (const target of [email, lookAlike]) {
      await statuses(times(10).map(() => login(target, WRONG, '10.22.0.66')));
      expect((await login(target, WRONG, '10.22.0.66')).statusCode).toBe(429);
    }
    const code = await askResetCode(email, '10.22.0.1');
    const reset = await form('/auth/reset-password', { email, code, password: 'Nueva#Clave26' }, '10.22.0.1');
    expect(reset.statusCode).toBe(200);
    const left = await t.db.select({ key: authAttempts.key }).from(authAttempts);
    expect(left.filter(({ key }) => key.startsWith('login:') && key.includes(email))).toEqual([]);
    // The stranger's pair no longer blocks: a wrong password is evaluated again (401, not 429).
    expect((await login(email, WRONG, '10.22.0.66')).statusCode).toBe(401);
    expect((await login(lookAlike, WRONG, '10.22.0.66')).statusCode).toBe(429);
  });

  it('mails the owner once, in their language, when the failures of a window reach 10', async () => {
    const email = 'alert.owner@example.com';
    await signUpOwner(t, email, { language: 'en-ve' });
    for (const i of times(9)) expect((await login(email, WRONG, `10.23.0.${i + 1}`)).statusCode).toBe(401);
    expect(await alertsTo(email)).toHaveLength(0);
    expect((await login(email, WRONG, '10.23.9.77')).statusCode).toBe(401);
    const [alert, ...more] = await alertsTo(email);
    expect(more).toHaveLength(0);
    expect(alert!.subject).toBe('Failed sign-in attempts on your account');
    expect(alert!.text).toContain('a wrong password 10 times within 15 minutes');
    expect(alert!.text).toContain('from the address 10.23.9.77');
    // On Venezuela's 12-hour clock, the zone named, never in UTC.
    expect(alert!.text).toMatch(/on \w+, \w+ \d+ at \d{1,2}:\d{2} (AM|PM) \(Venezuela Time\)\./);
    expect(alert!.text).toContain('If it was you, you can ignore this message');
    for (const i of times(5)) expect((await login(email, WRONG, `10.23.1.${i}`)).statusCode).toBe(401);
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('mails in Spanish to a Spanish-speaking owner, and nobody for an unknown e-mail', async () => {
    const email = 'alerta.duena@example.com';
    await signUpOwner(t, email, { language: 'es-ve' });
    await statuses(times(10).map((i) => login(email, WRONG, `10.24.0.${i + 1}`)));
    const [alert] = await alertsTo(email);
    expect(alert!.subject).toBe('Intentos de inicio de sesión fallidos en tu cuenta');
    expect(alert!.text).toContain('10 veces');
    // Letters, not \w: "sábado" and "miércoles" have accents.
    expect(alert!.text).toMatch(
      /el \p{L}+, \d+ de \p{L}+, \d{1,2}:\d{2}\s[ap]\.\s?m\. \(hora de Venezuela\)\./u,
    );

    const queued = await t.db.select().from(jobs).where(eq(jobs.kind, MAIL_SEND));
    await statuses(times(10).map((i) => login('nobody.here@example.com', WRONG, `10.24.1.${i + 1}`)));
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, MAIL_SEND))).toHaveLength(queued.length);
  });
});

describe('the same rule for codes, resets, the admin and the password change', () => {
  it("a stranger's wrong sign-up codes burn the code for the stranger's address only", async () => {
    const email = 'code.owner@example.com';
    expect((await form('/api/v1/otp/send-otp', { email }, '10.30.0.1')).statusCode).toBe(200);
    const code = t.mail.codeIn(await t.mail.lastTo(email));
    const wrong = code === '000000' ? '111111' : '000000';
    const verify = (value: string, ip: string) => form('/api/v1/otp/verify-otp', { email, code: value }, ip);
    const answers = await Promise.all(times(30).map(() => verify(wrong, '10.30.0.66')));
    const evaluated = answers.filter((res) => res.json().code === 'OTP_INVALID').length;
    console.log(`concurrent wrong sign-up codes evaluated: ${evaluated} of 30`);
    expect(evaluated).toBeLessThanOrEqual(5);
    expect((await verify(code, '10.30.0.66')).statusCode).not.toBe(200);
    expect((await verify(code, '10.30.0.1')).statusCode).toBe(200);
  });

  it("a stranger's wrong reset codes do not stop the owner's reset", async () => {
    const email = 'reset.aimed@example.com';
    await signUpOwner(t, email);
    const code = await askResetCode(email, '10.31.0.1');
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = (value: string, ip: string) =>
      form('/auth/reset-password', { email, code: value, password: 'Nueva#Clave26' }, ip);
    const stranger = await statuses(times(12).map(() => reset(wrong, '10.31.0.66')));
    expect(stranger.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
    expect(stranger.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    // Ten more reset requests from the stranger do not use up the owner's requests either.
    await statuses(times(10).map(() => form('/auth/reset-password', { email }, '10.31.0.66')));
    expect((await reset(code, '10.31.0.1')).statusCode).toBe(200);
  });

  it("a stranger's failures do not lock an administrator out", async () => {
    const email = 'aimed@platform.example';
    await adminSession(t, email);
    const adminLogin = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API}/api/v1/admin/auth/login`,
        remoteAddress: ip,
        payload: { email, password },
      });
    const stranger = await statuses(times(12).map(() => adminLogin(WRONG, '10.32.0.66')));
    expect(stranger.filter((status) => status === 429)).toHaveLength(2);
    expect((await adminLogin(ADMIN_PASSWORD, '10.32.0.66')).statusCode).toBe(429);
    expect((await adminLogin(ADMIN_PASSWORD, '10.32.0.1')).statusCode).toBe(200);
  });

  it('wrong current passwords block the password change from that address only', async () => {
    const { token } = await signUpOwner(t, 'change.owner@example.com');
    const change = (currentPassword: string, ip: string) =>
      form('/api/v1/business/account/password', { currentPassword, newPassword: 'Nueva#Clave26' }, ip, token);
    const wrong = await statuses(times(12).map(() => change(WRONG, '10.33.0.66')));
    expect(wrong.filter((status) => status === 429)).toHaveLength(2);
    expect((await change(STRONG_PASSWORD, '10.33.0.66')).statusCode).toBe(429);
    expect((await change(STRONG_PASSWORD, '10.33.0.1')).statusCode).toBe(200);
  });
});
