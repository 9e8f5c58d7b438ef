import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';

/**
 * A platform administrator of its own per test, made by the test-only hook (the `create-admin` command makes
 * real ones); making one again resets it and ends its sessions, which would cut off a test running beside.
 */
export async function adminViaHook(baseURL: string) {
  const admin = { email: uniqueEmail('admin'), password: 'Plataforma#2026' };
  const answer = await fetch(`${baseURL}/api/proxy/api/v1/test/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...admin, name: 'Admin' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return admin;
}

/** Signs the administrator in on the administration page, in Spanish. */
export async function adminSignInEs(page: Page, admin: { email: string; password: string }) {
  await page.goto('/es-ve/admin');
  await page.getByLabel('Correo electrónico').fill(admin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(admin.password);
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Administración de la plataforma' }),
  ).toBeVisible();
}
