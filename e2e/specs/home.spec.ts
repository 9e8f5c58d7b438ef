import { expect, test, type Page } from '@playwright/test';
import { appointmentViaApi, bookableSalonViaApi, caracasDate, caracasInstant } from '../support/appointments';
import { expectAccessible, signInViaApi } from '../support/fixtures';
import { staffWithAccessViaApi } from '../support/staff';

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1/business`;
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an owner sees the upcoming appointments and the totals, opens one, in both languages; a secretary sees no income', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'home',
    salonTitle: 'Salón Inicio',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const book = (day: number, time: string) =>
    appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: client._id,
      service_id: service._id,
      employee_id: employee._id,
      start: caracasInstant(caracasDate(day).iso, time),
      price: 20,
      override_hours: true,
    });
  // Yesterday's visit, done ($20); two coming ones, which the 30 days' totals do not count.
  const past = await book(-1, '10:00');
  const done = await fetch(`${api(baseURL!)}/appointment/${past._id}/status`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'done' }),
  });
  expect(done.status, await done.clone().text()).toBe(200);
  await book(1, '10:00');
  await book(2, '15:30');

  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/home');
  const upcoming = region(page, 'Upcoming appointments');
  await expect(upcoming.getByRole('button', { name: /María González/ })).toHaveCount(2);
  await expect(upcoming.getByRole('button').first()).toContainText('10:00');
  await expect(upcoming.getByRole('button').first()).toContainText('Corte with Luis Mora');
  await expect(region(page, 'Appointments').getByText('1', { exact: true })).toBeVisible();
  await expect(region(page, 'Income').getByText('$20.00', { exact: true })).toBeVisible();
  await expect(region(page, 'Clients').getByText('1', { exact: true })).toBeVisible();
  await expect(region(page, 'Top services')).toContainText('1 appointment');
  await expect(region(page, 'Customer reviews')).toContainText('No reviews yet.');
  // A new owner still has the getting-started list.
  await expect(region(page, 'Getting started')).toBeVisible();
  await expectAccessible(page, 'welcome dashboard (owner)');

  await upcoming.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: /Edit appointment/ });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/es-ve/dashboard/home');
  await expect(region(page, 'Próximas citas').getByRole('button')).toHaveCount(2);
  await expect(region(page, 'Ingresos').getByText('$20,00', { exact: true })).toBeVisible();
  await expect(region(page, 'Reseñas de clientes')).toContainText('Aún no hay reseñas.');
  await expectAccessible(page, 'panel de bienvenida (dueño)');

  // A secretary: the salon's figures, never its money.
  const staff = await staffWithAccessViaApi(baseURL!, token, salonId, 'secretary', 'home');
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.goto('/en-ve/auth/login');
  await other.getByRole('tab', { name: 'Employee' }).click();
  await other.getByLabel('E-mail').fill(staff.email);
  await other.getByLabel('Password', { exact: true }).fill(staff.temporary);
  await other.getByLabel('Password', { exact: true }).press('Enter');
  const change = other.getByRole('dialog', { name: 'Set a new password' });
  await change.getByLabel('New password', { exact: true }).fill('Propia#2026x');
  await change.getByLabel('Confirm new password').fill('Propia#2026x');
  await change.getByRole('button', { name: 'Save password' }).click();
  await expect(other).toHaveURL(/\/en-ve\/dashboard/);
  await other.goto('/en-ve/dashboard/home');
  await expect(region(other, 'Upcoming appointments').getByRole('button')).toHaveCount(2);
  await expect(region(other, 'Appointments').getByText('1', { exact: true })).toBeVisible();
  await expect(region(other, 'Income')).toHaveCount(0);
  await expect(region(other, 'Customer reviews')).toHaveCount(0);
  await expect(other.getByRole('main')).not.toContainText('$');
  await expectAccessible(other, 'welcome dashboard (secretary)');
  await context.close();
});
