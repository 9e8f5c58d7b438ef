import { expect, test } from '@playwright/test';
import { serviceViaApi } from '../support/appointments';
import { companyAndSalonViaApi } from '../support/business';
import { expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

async function serviceNamesViaApi(baseURL: string, token: string, salonId: string): Promise<string[]> {
  const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/service?salon_id=${salonId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { name: string }[] }).data.map((service) => service.name);
}

test('es-ve: a price typed with a decimal comma is saved; a wrong one says what to type and saves nothing', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('numbers'));
  const { token, salonId } = await companyAndSalonViaApi(baseURL!, owner, 'Salón Números');
  // Also makes the "Cabello" group the form needs.
  await serviceViaApi(baseURL!, token, salonId, 'Manicura');
  await signInViaApi(page, owner.email, owner.password, '/es-ve/dashboard/service/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuevo servicio' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Corte de dama');
  await page.getByRole('combobox', { name: 'Grupo' }).click();
  await page.getByRole('option', { name: 'Cabello' }).click();

  const price = page.getByRole('textbox', { name: 'Precio regular' });
  await expect(price).toHaveAttribute('inputmode', 'decimal');
  await price.fill('25,5,0');
  await page.getByRole('button', { name: 'Crear servicio' }).click();
  await expect(page.getByText(/Ejemplo: 25,50$/)).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/es-ve\/dashboard\/service\/new$/);
  await expectAccessible(page, 'number field: a wrong price');
  expect(await serviceNamesViaApi(baseURL!, token, salonId)).toEqual(['Manicura']);

  // "1,856.40" is the English way: refused, with the Spanish reading it may have meant.
  await price.fill('1,856.40');
  await page.getByRole('button', { name: 'Crear servicio' }).click();
  await expect(page.getByText(/¿quisiste decir 1\.856,40\?$/)).toBeVisible();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  expect(await serviceNamesViaApi(baseURL!, token, salonId)).toEqual(['Manicura']);

  await price.fill('1.856,4');
  await price.press('Tab');
  await expect(page.getByText(/Ejemplo: 25,50$/)).toBeHidden();
  await expect(price).toHaveValue('1.856,40');
  await price.fill('25,50');
  await page.getByRole('button', { name: 'Crear servicio' }).click();
  await expect(page.getByText('Servicio Corte de dama creado.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Corte de dama' }) });
  await expect(row).toContainText('$25,50');
  await expectAccessible(page, 'services: list with a price typed with a comma');

  // The saved number is written in the language when the service is edited.
  await row.getByRole('link', { name: 'Editar Corte de dama' }).click();
  await expect(page.getByRole('textbox', { name: 'Precio regular' })).toHaveValue('25,50');
});
