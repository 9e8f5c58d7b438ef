import { expect, test } from '@playwright/test';
import { adminSignInEs, adminViaHook } from '../support/admin';
import { companyAndSalonViaApi } from '../support/business';
import { expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

/**
 * Bolívares at the day's rate: the platform administrator enters today's BCV rate (with a decimal comma) and
 * the pago móvil details; the owner's pay dialog shows those details to copy and the subscription in
 * bolívares at that rate, prefilled; after the report the payments queue shows the expected bolívares beside
 * the reported ones.
 */
test('the administrator enters the day’s rate and the pago móvil details, the owner pays in bolívares at that rate, the queue shows expected against reported', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('bolivares'));
  await companyAndSalonViaApi(baseURL!, owner, 'Salón Bolívar');
  const platformAdmin = await adminViaHook(baseURL!);
  const reference = `${Date.now()}`.slice(-9);

  // The administrator, in a browser of their own and in Spanish.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminSignInEs(admin, platformAdmin);
  const sections = admin.getByRole('tablist', { name: 'Secciones de la administración' });
  await sections.getByRole('tab', { name: 'Tasa de cambio' }).click();
  const rateForm = admin.getByRole('region', { name: 'Ingresar una tasa' });
  await expect(rateForm.getByLabel('Fuente')).toHaveValue('BCV');
  await rateForm.getByRole('textbox', { name: /Tasa/ }).fill('36,4');
  await rateForm.getByRole('button', { name: 'Guardar tasa' }).click();
  await expect(admin.getByText(/guardada: 36,40\./)).toBeVisible();
  const rates = admin.getByRole('table', { name: 'Tasas ingresadas, la fecha más reciente primero' });
  await expect(rates.getByRole('row').nth(1)).toContainText('36,40');
  await expect(rates.getByRole('row').nth(1)).toContainText(platformAdmin.email);
  await expectAccessible(admin, 'administración: tasa de cambio');

  await sections.getByRole('tab', { name: 'Datos de pago' }).click();
  const pagoMovil = admin.getByRole('group', { name: 'Pago móvil' });
  await pagoMovil.getByRole('textbox', { name: 'Banco', exact: true }).fill('Banco de Venezuela');
  await pagoMovil.getByRole('textbox', { name: 'Código del banco' }).fill('0102');
  await pagoMovil.getByRole('textbox', { name: 'Teléfono', exact: true }).fill('0414-555-1234');
  await pagoMovil.getByRole('textbox', { name: 'RIF o cédula' }).fill('J-123456789');
  await admin.getByRole('button', { name: 'Guardar datos de pago' }).click();
  await expect(admin.getByText('Datos de pago guardados.')).toBeVisible();
  await expectAccessible(admin, 'administración: datos de pago');

  // The owner opens the pay dialog of the standard plan: 25 USD at 36,40 is Bs. 910,00.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/subscription');
  await page.getByRole('button', { name: 'Choose Standard' }).click();
  const dialog = page.getByRole('dialog', { name: 'Standard plan, monthly' });
  await expect(dialog.getByRole('table', { name: 'Amount to pay' })).toContainText('$25.00');
  const details = dialog.getByRole('region', { name: 'Pay Pago móvil to' });
  for (const text of ['Banco de Venezuela', '0102', '04145551234', 'J-12345678-9'])
    await expect(details).toContainText(text);
  await details.getByRole('button', { name: 'Copy Phone' }).click();
  await expect(page.getByText('Copied: Phone')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('04145551234');
  await expect(dialog.getByText(/^Bs\. 910\.00 at the BCV rate of .+: 36\.40$/)).toBeVisible();
  await expect(dialog.getByLabel('Amount in bolívares')).toHaveValue('910.00');
  await expectAccessible(page, 'billing: pay dialog in bolívares');
  await dialog.getByLabel('Paying bank').fill('Banesco');
  await dialog.getByLabel('Payer phone').fill('+58 412 555 1234');
  await dialog.getByLabel('Cédula or RIF').fill('V-12345678');
  await dialog.getByLabel('Reference').fill(reference);
  await dialog.getByRole('button', { name: 'Report payment' }).click();
  await expect(page.getByText('Payment reported: pending confirmation (up to 24 hours)')).toBeVisible();

  // The payments queue: the bolívares reported, and those expected at the rate the report recorded.
  await sections.getByRole('tab', { name: 'Pagos' }).click();
  // The queue was read at sign-in, before the report: read it again as the administrator would.
  await admin.reload();
  const row = admin.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('Bs. 910,00');
  await expect(row).toContainText(/Esperado en bolívares: Bs\. 910,00 a la tasa del .+: 36,40/);
  await expect(row).toContainText('Coincide con el monto esperado');
  await expectAccessible(admin, 'administración: pagos con bolívares esperados');
  await adminContext.close();
});
