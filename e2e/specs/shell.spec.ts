import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

test('switching language rewrites the language segment and keeps the page; dark mode persists across reloads', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.email, DEMO.password, '/es-ve/dashboard/account?tab=password');
  await expect(page.getByRole('tab', { name: 'Cambiar contraseña' })).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/account\?tab=password$/);
  await expect(page.getByRole('tab', { name: 'Change password' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en-ve');
  await expectAccessible(page, 'account in English');

  // The same session: dark mode chosen in the settings drawer persists across reloads.
  await page.goto('/en-ve/dashboard');
  await expect(page.getByRole('heading', { name: /Welcome, Daniela/ })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(
    page.getByRole('heading', { name: 'Settings' }).or(page.getByText('Settings').first()),
  ).toBeVisible();
  await expectAccessible(page, 'settings drawer');
  await page
    .getByRole('button', { name: 'Dark' })
    .or(page.getByRole('radio', { name: 'Dark' }))
    .click();
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await expect.poll(background).not.toBe('rgb(255, 255, 255)');
  const dark = await background();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome, Daniela/ })).toBeVisible();
  // The heading may show before the theme's styles reach the body: wait for them, as before the reload.
  await expect.poll(background).toBe(dark);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings'))) ?? '{}')).toMatchObject({
    mode: 'dark',
  });
  await expectAccessible(page, 'home in dark mode');
});

test('an unknown language segment is replaced with the default', async ({ page }) => {
  await page.goto('/fr-fr/auth/login');
  await expect(page).toHaveURL(/\/es-ve\/auth\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/es-ve\/auth\/register$/);
});

test('an unknown page shows the 404 with a way home', async ({ page }) => {
  await page.goto('/en-ve/no-such-page');
  await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
  await expectAccessible(page, '404');
  await page
    .getByRole('link', { name: 'Go to Home' })
    .or(page.getByRole('button', { name: 'Go to Home' }))
    .click();
  await expect(page).toHaveURL(/\/en-ve\/(dashboard|auth\/login)/);

  await page.goto('/es-ve/nada');
  await expect(page.getByRole('heading', { name: '¡Lo sentimos, página no encontrada!' })).toBeVisible();
});
