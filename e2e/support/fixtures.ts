import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '@salon/core';

export const MAIL_API = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 2598}`;
export const DEMO = { email: 'demo@salon.test', password: 'Demo1234!' } as const;
export const STRONG_PASSWORD = 'Secreto#2026';

let counter = 0;
/** A new address per call, so specs can run in parallel and again without a fresh database. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest mail to `to` (whose subject matches, when given) that the in-process SMTP server caught. */
export async function lastMailTo(to: string, subject?: RegExp): Promise<CaughtMail> {
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`);
        const all = (await response.json()) as CaughtMail[];
        const mails = subject ? all.filter((caught) => subject.test(caught.subject)) : all;
        mail = mails.at(-1);
        return mails.length;
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThan(0);
  return mail!;
}

export const codeIn = (mail: CaughtMail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** Fails on any serious or critical axe finding, listing them readably. */
export async function expectAccessible(page: Page, label: string) {
  // A dialog or drawer still fading in has half-transparent text, which axe reads as poor contrast:
  // scan the screen as the user sees it once the transitions have finished.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
          ),
      null,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  // Legacy mode runs axe in the page itself: the default mode also opens a blank page per scan to merge the
  // frames' results, which cost about a second a scan on the CI host, and these screens have no frames.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const findings = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(findings, `accessibility findings on ${label}`).toEqual([]);
}

// Per worker process; the worker's index keeps two workers' owners apart.
let ownerAddresses = Number(process.env.TEST_WORKER_INDEX ?? 0) * 65_536 + 1;

/** Registers an owner through the API (the register screen has its own spec) and returns the credentials. */
export async function registerOwnerViaApi(baseURL: string, email: string, password = STRONG_PASSWORD) {
  // Each owner signs up from an address of their own, as real owners do: the server counts sign-up codes per
  // address (50 in 15 minutes) and the suite registers more owners than that. The e2e server trusts the
  // loopback proxy (TRUST_PROXY), so it reads the address from this header; the browser's calls keep 127.0.0.1.
  const address = `10.${ownerAddresses >> 16}.${(ownerAddresses >> 8) & 255}.${ownerAddresses++ & 255}`;
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'en-ve',
      'x-forwarded-for': address,
    },
    body: new URLSearchParams(fields).toString(),
  });
  const api = `${baseURL}/api/proxy`;
  const sent = await fetch(`${api}/api/v1/otp/send-otp`, form({ email }));
  expect(sent.status).toBe(200);
  const code = codeIn(await lastMailTo(email));
  expect((await fetch(`${api}/api/v1/otp/verify-otp`, form({ email, code }))).status).toBe(200);
  const signup = await fetch(
    `${api}/auth/signup`,
    form({ email, password, firstName: 'Lucía', lastName: 'Rivas', auth_type: 'local' }),
  );
  expect(signup.status).toBe(200);
  return { email, password };
}

/**
 * Signs in without the login screen (auth.spec.ts, account.spec.ts and roles.spec.ts walk that): the API's
 * login answer is stored where the app keeps it on the tab's next page load, where the app restores the
 * session as after a reload; then opens `path`, when given. Only once per tab (a flag in sessionStorage), so a
 * later logout in the test stays logged out.
 */
export async function signInViaApi(page: Page, email: string, password: string, path?: string) {
  const answer = await page.request.post('/api/proxy/auth/login', {
    form: { email, password, account_type: 'business' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { data } = (await answer.json()) as {
    data: { token: string; account_type: string; user: { _id: string } };
  };
  const origin = new URL(answer.url()).origin;
  await page.addInitScript(
    (session) => {
      if (location.origin !== session.origin || sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', '1');
      localStorage.setItem(session.keys.accessToken, session.token);
      localStorage.setItem(session.keys.usersId, session.userId);
      localStorage.setItem(session.keys.accountType, session.accountType);
    },
    { origin, keys: STORAGE_KEYS, token: data.token, userId: data.user._id, accountType: data.account_type },
  );
  if (path) await page.goto(path);
}

/** Signs in through the login screen. */
export async function signIn(page: Page, email: string, password: string, lang: 'en-ve' | 'es-ve' = 'en-ve') {
  await page.goto(`/${lang}/auth/login`);
  await page.getByLabel(lang === 'en-ve' ? 'E-mail' : 'Correo electrónico').fill(email);
  await page.getByLabel(lang === 'en-ve' ? 'Password' : 'Contraseña', { exact: true }).fill(password);
  await page.getByLabel(lang === 'en-ve' ? 'Password' : 'Contraseña', { exact: true }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard`));
}
