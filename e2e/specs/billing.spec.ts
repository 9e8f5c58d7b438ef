import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { adminViaHook } from '../support/admin';
import { companyAndSalonViaApi } from '../support/business';
import {
  expectAccessible,
  lastMailTo,
  registerOwnerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../support/fixtures';

/** The owner reports a pago móvil payment of the quoted amount from the pay dialog, by keyboard where it counts. */
async function reportPagoMovil(page: Page, reference: string) {
  const dialog = page.getByRole('dialog', { name: 'Standard plan, monthly' });
  await expect(dialog.getByRole('table', { name: 'Amount to pay' })).toContainText('$25.00');
  await expect(dialog.getByRole('radio', { name: 'Pago móvil' })).toBeChecked();
  await expect(dialog.getByLabel('Amount (USD)')).toHaveValue('25.00');
  await expectAccessible(page, 'billing: pay dialog');
  await dialog.getByLabel('Amount in bolívares').fill('6250');
  await dialog.getByLabel('Paying bank').fill('Banesco');
  await dialog.getByLabel('Payer phone').fill('+58 412 555 1234');
  await dialog.getByLabel('Cédula or RIF').fill('V-12345678');
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByLabel('Reference').press('Enter');
  await expect(page.getByText('Payment reported: pending confirmation (up to 24 hours)')).toBeVisible();
}

test('an owner on trial (its billing screens pass axe in Spanish) reports a pago móvil payment, a platform administrator confirms it, the owner sees the plan active and downloads the invoice', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('billing'));
  await companyAndSalonViaApi(baseURL!, owner, 'Salón Facturado');
  const platformAdmin = await adminViaHook(baseURL!);
  const reference = `${Date.now()}`.slice(-10);
  // On trial, in Spanish first: the packages page, the pay dialog and the Billing tab pass axe.
  await signInViaApi(page, owner.email, owner.password, '/es-ve/dashboard/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Planes de suscripción' })).toBeVisible();
  await expectAccessible(page, 'facturación: planes');
  await page.getByRole('button', { name: 'Elegir Estándar' }).click();
  await expect(page.getByRole('dialog', { name: 'Plan Estándar, mensual' })).toBeVisible();
  await expectAccessible(page, 'facturación: pago');
  await page.goto('/es-ve/dashboard/account?tab=billing');
  await expect(page.getByRole('region', { name: 'Tu suscripción' })).toContainText('Prueba');
  await expectAccessible(page, 'facturación: pestaña');

  // The Billing tab on trial, reached from the account menu.
  await page.goto('/en-ve/dashboard');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Plans and billing' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/subscription/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription plans' })).toBeVisible();
  const standard = page.getByRole('region', { name: 'Standard' });
  await expect(standard.getByText('Current plan')).toBeVisible();
  await expectAccessible(page, 'billing: packages page');
  await page.getByRole('button', { name: 'Yearly (save 10%)' }).click();
  await expect(standard).toContainText('$270');
  await page.getByRole('button', { name: 'Monthly' }).click();
  // The period lives in the URL: wait for the cards to show it before choosing, as a person would.
  await expect(page.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
  await standard.getByRole('button', { name: 'Choose Standard' }).click();
  await reportPagoMovil(page, reference);

  await expect(page).toHaveURL(/tab=billing/);
  const pending = page.getByRole('region', { name: 'Payment pending confirmation (up to 24 hours)' });
  await expect(pending).toContainText(reference);
  await expect(page.getByText('No invoices yet.')).toBeVisible();
  await expectAccessible(page, 'billing: tab with a pending payment');

  // The platform administrator, in a browser of their own, confirms it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/en-ve/admin');
  await admin.getByLabel('E-mail').fill(platformAdmin.email);
  await admin.getByLabel('Password', { exact: true }).fill(platformAdmin.password);
  await admin.getByLabel('Password', { exact: true }).press('Enter');
  await expect(admin.getByRole('heading', { level: 1, name: 'Platform administration' })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Salones Rivas C.A.');
  await expect(row).toContainText('Pago móvil');
  await expectAccessible(admin, 'admin: payments queue');
  await row.getByRole('button', { name: /Confirm payment/ }).click();
  await admin
    .getByRole('dialog', { name: 'Confirm this payment?' })
    .getByRole('button', { name: 'Confirm payment' })
    .click();
  await expect(admin.getByRole('row').filter({ hasText: reference })).toHaveCount(0);
  await adminContext.close();

  // The owner is told by mail, and sees the plan active with its invoice.
  expect((await lastMailTo(owner.email, /Payment confirmed/)).text).toContain('Standard');
  await page.reload();
  const subscription = page.getByRole('region', { name: 'Your subscription' });
  await expect(subscription).toContainText('Active');
  await expect(subscription).toContainText('Standard');
  await expect(pending).toHaveCount(0);
  const invoices = page.getByRole('table', { name: 'Invoices' });
  const invoiceNumber = (await invoices.getByRole('rowheader').first().innerText()).trim();
  expect(invoiceNumber).toMatch(/^\d{6}$/);
  await expectAccessible(page, 'billing: tab with an invoice');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('the platform administration in Spanish: every section passes axe, a bad password is refused', async ({
  page,
  baseURL,
}) => {
  const platformAdmin = await adminViaHook(baseURL!);
  await page.goto('/es-ve/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso de administradores' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(platformAdmin.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave-mala');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectAccessible(page, 'administración: acceso');
  await page.getByLabel('Contraseña', { exact: true }).fill(platformAdmin.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Administración de la plataforma' }),
  ).toBeVisible();
  const sections = page.getByRole('tablist', { name: 'Secciones de la administración' });
  for (const tab of [
    'Pagos',
    'Empresas',
    'Planes',
    'Tasa de cambio',
    'Datos de pago',
    'Salones',
    'Registro de auditoría',
  ]) {
    await sections.getByRole('tab', { name: tab }).click();
    await expect(sections.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    await expectAccessible(page, `administración: ${tab}`);
  }
  await expect(page.getByRole('table', { name: /auditoría/i })).toContainText(platformAdmin.email);
});
