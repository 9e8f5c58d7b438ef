import { expect, test } from '@playwright/test';
import { bookableSalonViaApi } from '../support/appointments';
import { expectAccessible, signInViaApi } from '../support/fixtures';

test('an owner sets a tiered commission plan and the card terminal’s fee, and finds both after a reload', async ({
  page,
  baseURL,
}) => {
  const { owner, employee } = await bookableSalonViaApi(baseURL!, {
    prefix: 'commission',
    salonTitle: 'Salón Comisiones',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  await signInViaApi(page, owner.email, owner.password, `/es-ve/dashboard/employee/${employee._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Luis Mora' })).toBeVisible();
  await page.getByRole('tab', { name: 'Comisión' }).click();

  const plan = page.getByRole('form', { name: 'Plan de comisión' });
  await expect(plan.getByText(/aún no tiene plan de comisión/)).toBeVisible();
  await expectAccessible(page, 'comisión sin plan');

  await plan.getByRole('textbox', { name: /Porcentaje por defecto/ }).fill('40,5');
  await plan.getByRole('button', { name: 'Agregar escala' }).click();
  await plan.getByRole('button', { name: 'Agregar escala' }).click();
  const first = plan.getByRole('group', { name: 'Escala 1' });
  const second = plan.getByRole('group', { name: 'Escala 2' });
  await first.getByRole('textbox', { name: 'Porcentaje' }).fill('30');
  await second.getByRole('textbox', { name: 'Desde (USD)' }).fill('1.500');
  await second.getByRole('textbox', { name: 'Porcentaje' }).fill('45');
  await plan.getByRole('radio', { name: /^Retroactiva/ }).check();
  await expectAccessible(page, 'plan con escalas');
  await plan.getByRole('button', { name: 'Guardar plan' }).click();
  await expect(page.getByText('Plan de comisión guardado')).toBeVisible();

  const fees = page.getByRole('form', { name: 'Comisiones por método de pago' });
  await fees.getByRole('textbox', { name: 'Punto de venta (débito o crédito)' }).fill('3,5');
  await fees.getByRole('button', { name: 'Guardar comisiones' }).click();
  await expect(page.getByText('Comisiones por método de pago guardadas')).toBeVisible();
  await expectAccessible(page, 'comisiones guardadas');

  await page.reload();
  await page.getByRole('tab', { name: 'Comisión' }).click();
  await expect(plan.getByRole('textbox', { name: /Porcentaje por defecto/ })).toHaveValue('40,50');
  await expect(second.getByRole('textbox', { name: 'Desde (USD)' })).toHaveValue('1.500,00');
  await expect(second.getByRole('textbox', { name: 'Porcentaje' })).toHaveValue('45,00');
  await expect(plan.getByRole('radio', { name: /^Retroactiva/ })).toBeChecked();
  await expect(fees.getByRole('textbox', { name: 'Punto de venta (débito o crédito)' })).toHaveValue('3,50');
  await expectAccessible(page, 'comisión tras recargar');
});
