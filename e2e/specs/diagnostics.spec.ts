import { expect, test } from '@playwright/test';
import { createCompanyViaApi, loginViaApi, uniqueRif } from '../support/company';
import {
  expectAccessible,
  lastMailTo,
  MAIL_API,
  registerOwnerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../support/fixtures';

/** How many mails the catcher holds for `to`. */
const mailCount = async (to: string) =>
  ((await (await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(to)}`)).json()) as unknown[]).length;

/** The diagnostics page for the owner (from the account menu) and the administrator's tab. */
const TEXT = {
  'en-ve': {
    menu: 'Account menu',
    item: 'Diagnostics',
    answering: 'Answering',
    embedded: 'Embedded (PGlite)',
    send: 'Send me a test mail',
    sent: (to: string) => `Test mail sent to ${to}. Check your inbox.`,
    sentLine: /^Sent on /,
  },
  'es-ve': {
    menu: 'Menú de la cuenta',
    item: 'Diagnóstico',
    answering: 'Responde',
    embedded: 'Integrada (PGlite)',
    send: 'Enviarme un correo de prueba',
    sent: (to: string) => `Correo de prueba enviado a ${to}. Revisa tu bandeja de entrada.`,
    sentLine: /^Enviado el /,
  },
} as const;

test('the owner opens the diagnostics page from the account menu and sends a test mail, in both languages', async ({
  page,
  baseURL,
}) => {
  // One owner for both languages: the page and the mail are the same, only the words change.
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('diagnostics'));
  await createCompanyViaApi(baseURL!, await loginViaApi(baseURL!, owner.email, owner.password), {
    name: 'Diagnóstico C.A.',
    rif: uniqueRif(),
  });
  for (const lang of ['en-ve', 'es-ve'] as const) {
    const text = TEXT[lang];
    if (lang === 'en-ve') await signInViaApi(page, owner.email, owner.password, `/${lang}/dashboard`);
    else await page.goto(`/${lang}/dashboard`);

    await page.getByRole('button', { name: text.menu }).click();
    await page.getByRole('menuitem', { name: text.item }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/test_page`));
    await expect(page.getByRole('heading', { level: 1, name: text.item })).toBeVisible();
    await expect(page.getByText(text.answering, { exact: true })).toBeVisible();
    await expect(page.getByText(text.embedded)).toBeVisible();
    await expectAccessible(page, `diagnostics (${lang})`);

    const mailsBefore = await mailCount(owner.email);
    await page.getByRole('button', { name: text.send }).click();
    await expect(page.getByText(text.sent(owner.email))).toBeVisible();
    await expect(page.getByText(text.sentLine)).toBeVisible();
    // A new mail for this language's send, not the previous language's.
    await expect.poll(() => mailCount(owner.email)).toBeGreaterThan(mailsBefore);
    expect((await lastMailTo(owner.email, /Test mail|Correo de prueba/)).text).toMatch(/diagn/i);
    await expectAccessible(page, `diagnostics after the test mail (${lang})`);
  }
});

test('a platform administrator reads the platform diagnostics in its tab', async ({ page, baseURL }) => {
  const admin = { email: uniqueEmail('diagnostics.admin'), password: 'Plataforma#2026' };
  const made = await fetch(`${baseURL}/api/proxy/api/v1/test/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, name: 'Admin' }),
  });
  expect(made.status).toBe(200);
  await page.goto('/en-ve/admin');
  await page.getByLabel('E-mail').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.getByRole('tab', { name: 'Diagnostics' }).click();
  await expect(page).toHaveURL(/tab=diagnostics/);
  await expect(page.getByRole('heading', { name: 'Platform diagnostics' })).toBeVisible();
  await expect(page.getByText('Answering', { exact: true })).toBeVisible();
  await expectAccessible(page, 'admin: diagnostics');
});
