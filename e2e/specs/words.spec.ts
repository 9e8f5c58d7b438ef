import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signInViaApi } from '../support/fixtures';

// The words an owner reads, in each language: no English on Spanish screens, no hotel terms, one way to
// write a percentage, time zones in words (docs/decisions.md).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

for (const [size, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${size}, the welcome and the report read naturally in Spanish and English`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInViaApi(page, DEMO.email, DEMO.password);

    await page.goto('/es-ve/dashboard/home');
    await expect(page.getByRole('heading', { level: 1, name: /^¡Hola, / })).toBeVisible();
    await expect(page.getByText(/Bienvenid/)).toHaveCount(0);

    await page.goto('/es-ve/dashboard/report');
    await expect(page.getByRole('region', { name: 'Ingreso promedio por día', exact: true })).toBeVisible();
    await expect(page.getByText('Tarifa diaria promedio')).toHaveCount(0);
    await expect(page.getByText(/, hora de Venezuela \(Caracas\)$/)).toBeVisible();
    await expect(page.getByText(/America\/Caracas/)).toHaveCount(0);
    // Every share is "12,3 %" with its space, never "12,3%".
    const spanishShares = page.getByRole('table', { name: 'Por servicio' }).getByText(/%$/);
    await expect(spanishShares.first()).toBeVisible();
    for (const share of await spanishShares.allInnerTexts()) expect(share).toMatch(/^\d+(,\d)?\u00a0%$/);
    await expectAccessible(page, `reporte en ${size}`);

    await page.goto('/en-ve/dashboard/report');
    await expect(page.getByRole('tab', { name: 'Income', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Average income per day', exact: true })).toBeVisible();
    await expect(page.getByText(/, Venezuela Time \(Caracas\)$/)).toBeVisible();
    const englishShares = page.getByRole('table', { name: 'By service' }).getByText(/%$/);
    await expect(englishShares.first()).toBeVisible();
    for (const share of await englishShares.allInnerTexts()) expect(share).toMatch(/^\d+(\.\d)?%$/);
    await expectAccessible(page, `report on a ${size}`);
  });
}

test('the appearance follows the device’s dark mode until the user picks one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInViaApi(page, DEMO.email, DEMO.password, '/es-ve/dashboard/home');
  await expect(page.getByRole('heading', { level: 1, name: /^¡Hola, / })).toBeVisible();
  const scheme = () => page.evaluate(() => document.documentElement.style.colorScheme);
  await expect.poll(scheme).toBe('dark');
  await expectAccessible(page, 'inicio en modo oscuro del dispositivo');
  // A choice stored by the settings drawer wins over the device.
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'light' })));
  await page.reload();
  await expect.poll(scheme).toBe('light');
});
