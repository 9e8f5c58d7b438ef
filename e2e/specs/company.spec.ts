import { expect, test } from '@playwright/test';
import { createCompanyViaApi, loginViaApi, PNG_1PX, uniqueRif } from '../support/company';
import { expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

test('an owner is steered to the Company tab, creates the company and sees it read-only', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('company'));
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard');

  await expect(page.getByText('You must create your company first.')).toBeVisible();
  await page.getByRole('link', { name: 'Create company' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/account\?tab=company/);
  await expect(page.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'account: company form');

  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('The logo is required')).toBeVisible();
  await expect(page.getByText('Pick a valid point on the map')).toBeVisible();

  const rif = uniqueRif();
  await page.getByLabel('Company name', { exact: true }).fill('Bella Spa C.A.');
  await page.getByLabel('RIF', { exact: true }).fill(rif.replace(/-/g, ''));
  await page.getByLabel('Phone', { exact: true }).fill('+58 212 555 0101');
  await page.getByLabel('E-mail', { exact: true }).fill('empresa@example.com');
  await page.getByLabel('Address', { exact: true }).fill('Av. Francisco de Miranda, Caracas');
  await page.getByLabel('Latitude', { exact: true }).fill('10.4806');
  await page.getByLabel('Longitude', { exact: true }).fill('-66.9036');
  await expect(page.getByRole('button', { name: /Selected point/ })).toBeVisible();
  await expect(page.getByText('Pick a valid point on the map')).toHaveCount(0);
  await expect(page.getByText('Pick the place on the map')).toHaveCount(0);
  await page
    .locator('input[type=file][name=logo]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByText('Chosen: logo.png')).toBeVisible();
  await page.getByRole('button', { name: 'Create company' }).click();

  const dialog = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Create salon' })).toHaveAttribute(
    'href',
    '/en-ve/dashboard/salon/create_salon_stepper',
  );
  await expectAccessible(page, 'company: congratulations');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await expect(page.getByText('Company information cannot be modified once created.')).toBeVisible();
  await expect(page.getByText(rif)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create company' })).toHaveCount(0);
  await expectAccessible(page, 'account: company card');

  await page.reload();
  await expect(page.getByText('Bella Spa C.A.')).toBeVisible();
  await page.goto('/en-ve/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(page.getByText('You must create your company first.')).toHaveCount(0);
});

test('a second owner with the same RIF is told it is already registered', async ({ page, baseURL }) => {
  const first = await registerOwnerViaApi(baseURL!, uniqueEmail('rif1'));
  const rif = uniqueRif();
  await createCompanyViaApi(baseURL!, await loginViaApi(baseURL!, first.email, first.password), {
    name: 'Primera C.A.',
    rif,
  });

  const second = await registerOwnerViaApi(baseURL!, uniqueEmail('rif2'));
  await signInViaApi(page, second.email, second.password, '/es-ve/dashboard/account?tab=company');
  await expect(page.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('RIF', { exact: true }).fill(rif);
  await page.getByLabel('Teléfono', { exact: true }).focus();
  await expect(page.getByText('Este RIF ya está registrado.')).toBeVisible();

  await page.goto('/en-ve/dashboard/account?tab=company');
  await page.getByLabel('Company name', { exact: true }).fill('Segunda C.A.');
  await page.getByLabel('RIF', { exact: true }).fill(rif);
  await page.getByLabel('Phone', { exact: true }).fill('+58 212 555 0102');
  await page.getByLabel('E-mail', { exact: true }).fill('segunda@example.com');
  await page.getByLabel('Address', { exact: true }).fill('Calle 1, Valencia');
  await page.getByLabel('Latitude', { exact: true }).fill('10.16');
  await page.getByLabel('Longitude', { exact: true }).fill('-68.0');
  await page
    .locator('input[type=file][name=logo]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('This RIF is already registered.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
