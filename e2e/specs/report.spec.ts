import { stat } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
  employeeViaApi,
  openSalonAllWeek,
  serviceViaApi,
} from '../support/appointments';
import { createSalonViaApi, setPlanViaApi } from '../support/business';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';
import { staffWithAccessViaApi } from '../support/staff';

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1/business`;

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const breakdownRow = (page: Page, table: string, name: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The three totals as the cards show them. */
async function expectTotals(page: Page, appointments: string, income: string, average: string) {
  await expect(card(page, 'Appointments').getByText(appointments, { exact: true })).toBeVisible();
  await expect(card(page, 'Income').getByText(income, { exact: true })).toBeVisible();
  await expect(card(page, 'Average income per day').getByText(average, { exact: true })).toBeVisible();
}

async function markDone(baseURL: string, token: string, id: string) {
  const answer = await fetch(`${api(baseURL)}/appointment/${id}/status`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'done' }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

test('an owner reads the incomes of each range, a custom one, downloads the Excel file; a secretary has no reports', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'report',
    salonTitle: 'Salón Reportes',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const book = (day: number, time: string, price: number, payment: string | null) =>
    appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: client._id,
      service_id: service._id,
      employee_id: employee._id,
      start: caracasInstant(caracasDate(day).iso, time),
      price,
      payment_method: payment,
      override_hours: true,
    });
  // Yesterday: two done ($20 cash, $30 with no method); ten days ago one still reserved; 40 days ago $25 done.
  const done = [
    await book(-1, '10:00', 20, 'cash'),
    await book(-1, '14:00', 30, null),
    await book(-40, '10:00', 25, 'zelle'),
  ];
  await book(-10, '11:00', 20, null);
  for (const appointment of done) await markDone(baseURL!, token, appointment._id);

  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reports' })
    .click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Income' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expectTotals(page, '3', '$50.00', '$1.67');
  await expect(card(page, 'Appointments')).toContainText('Reserved: 1 · Done: 2');
  await expect(breakdownRow(page, 'By employee', 'Luis Mora')).toContainText('$50.00');
  await expect(breakdownRow(page, 'By service', 'Corte')).toContainText('100%');
  await expect(breakdownRow(page, 'By payment method', 'Cash (dollars)')).toContainText('40%');
  await expect(breakdownRow(page, 'By payment method', 'Unpaid or not recorded')).toContainText('$30.00');
  await page.getByText('Show as table').click();
  await expect(
    breakdownRow(
      page,
      'Income and appointments per day',
      new Intl.DateTimeFormat('en-ve', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${caracasDate(-1).iso}T00:00:00Z`),
      ),
    ),
  ).toContainText('$50.00');
  await expectAccessible(page, 'incomes report: last 30 days');

  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page).toHaveURL(/range=today/);
  await expect(page.getByText('No appointments in this range')).toBeVisible();
  await expectTotals(page, '0', '$0.00', '$0.00');
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expectTotals(page, '2', '$50.00', '$50.00');
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expectTotals(page, '2', '$50.00', '$7.14');
  await page.getByRole('button', { name: 'Last year' }).click();
  await expectTotals(page, '4', '$75.00', '$0.21');
  await expect(breakdownRow(page, 'By payment method', 'Zelle')).toContainText('33.3%');

  // A custom range: checked before asking, kept in the URL over a reload.
  await page.getByRole('button', { name: 'Custom range' }).click();
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await from.fill(caracasDate(-10).iso);
  await to.fill(caracasDate(-40).iso);
  await to.press('Enter');
  await expect(page.getByText('The last day cannot be before the first')).toBeVisible();
  await expectAccessible(page, 'incomes report: custom range error');
  await from.fill(caracasDate(-40).iso);
  await to.fill(caracasDate(-10).iso);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(
    new RegExp(`range=custom&from=${caracasDate(-40).iso}&to=${caracasDate(-10).iso}`),
  );
  await expectTotals(page, '2', '$25.00', '$0.81');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Custom range' })).toHaveAttribute('aria-pressed', 'true');
  await expectTotals(page, '2', '$25.00', '$0.81');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`incomes-${caracasDate(-40).iso}-${caracasDate(-10).iso}.xlsx`);
  expect((await stat(await file.path())).size).toBeGreaterThan(0);

  // Dark mode: the chart follows the theme and stays readable.
  await page.getByRole('button', { name: 'Settings' }).click();
  await page
    .getByRole('button', { name: 'Dark' })
    .or(page.getByRole('radio', { name: 'Dark' }))
    .click();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: 'Dark' }).or(page.getByRole('radio', { name: 'Dark' })),
  ).toBeHidden();
  await expectAccessible(page, 'incomes report: custom range, dark mode');

  // The same screen in Spanish.
  await page.goto('/es-ve/dashboard/report?range=yesterday');
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ayer' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Ingresos').getByText('$50,00', { exact: true })).toBeVisible();
  await expect(breakdownRow(page, 'Por método de pago', 'Efectivo (dólares)')).toContainText('40');
  await expectAccessible(page, 'reporte de ingresos: ayer');
  const spanish = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar Excel' }).click();
  expect((await spanish).suggestedFilename()).toBe(
    `ingresos-${caracasDate(-1).iso}-${caracasDate(-1).iso}.xlsx`,
  );

  // A secretary: no menu entry, and the address says there is no permission.
  const staff = await staffWithAccessViaApi(baseURL!, token, salonId, 'secretary', 'report');
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
  const nav = other.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Clients' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await other.goto('/en-ve/dashboard/report');
  await expect(other.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  await context.close();
});

test('an owner of two salons reads every salon side by side and the total, on a phone too', async ({
  page,
  baseURL,
}) => {
  const first = await bookableSalonViaApi(baseURL!, {
    prefix: 'report.all',
    salonTitle: 'Salón Centro',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const { owner, token } = first;
  await setPlanViaApi(baseURL!, token, 'advanced_plan');
  const secondId = await createSalonViaApi(baseURL!, token, 'Salón Norte');
  await openSalonAllWeek(baseURL!, token, secondId);
  const service = await serviceViaApi(baseURL!, token, secondId, 'Manicura');
  const employee = await employeeViaApi(baseURL!, token, secondId, service._id, {
    firstName: 'Ana',
    lastName: 'Ríos',
    email: uniqueEmail('report.all.employee'),
  });
  const client = await clientViaApi(baseURL!, token, secondId, {
    firstName: 'Rosa',
    lastName: 'Díaz',
    email: uniqueEmail('report.all.client'),
    phoneNumber: '+58 412 555 0102',
  });
  const book = async (
    salon: string,
    ids: { client: string; service: string; employee: string },
    price: number,
  ) => {
    const appointment = await appointmentViaApi(baseURL!, token, {
      salon_id: salon,
      client_id: ids.client,
      service_id: ids.service,
      employee_id: ids.employee,
      start: caracasInstant(caracasDate(-1).iso, '10:00'),
      price,
      payment_method: 'cash',
      override_hours: true,
    });
    await markDone(baseURL!, token, appointment._id);
  };
  await book(
    first.salonId,
    { client: first.client._id, service: first.service._id, employee: first.employee._id },
    20,
  );
  await book(secondId, { client: client._id, service: service._id, employee: employee._id }, 30);

  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/report?range=yesterday');
  // Whichever salon the session opened on, All salons covers both.
  await page.getByRole('button', { name: 'All salons' }).click();
  await expect(page).toHaveURL(/salons=all/);
  await expectTotals(page, '2', '$50.00', '$50.00');
  await expect(breakdownRow(page, 'Salons side by side', 'Salón Centro')).toContainText('$20.00');
  await expect(breakdownRow(page, 'Salons side by side', 'Salón Norte')).toContainText('60%');
  await expect(breakdownRow(page, 'Salons side by side', 'Total')).toContainText('$50.00');
  await expectAccessible(page, 'incomes report: all salons');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  expect((await stat(await (await downloading).path())).size).toBeGreaterThan(0);

  // A phone: the salons' rows become cards, nothing scrolls sideways; the choice works from the keyboard.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es-ve/dashboard/report?range=yesterday');
  await page.getByRole('button', { name: 'Todos los salones' }).focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 'Ingresos').getByText('$50,00', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Salones lado a lado' })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.inner);
  await expectAccessible(page, 'reporte de ingresos: todos los salones, teléfono');

  // The welcome dashboard's figures switch to every salon too.
  await page.goto('/en-ve/dashboard/home');
  await page.getByRole('button', { name: 'All salons' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Salons side by side, last 30 days' })
      .getByRole('row', { name: /Total/ }),
  ).toContainText('$50.00');
  await expect(page.getByRole('button', { name: 'This salon' })).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page, 'dashboard: all salons, phone');
});
