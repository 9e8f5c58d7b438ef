import { expect, test } from '@playwright/test';
import { appointmentViaApi, bookableSalonViaApi, caracasDate, caracasInstant } from '../support/appointments';
import { createCompanyViaApi, loginViaApi, uniqueRif } from '../support/company';
import { expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

test('the event log asks for a company first, then lists the company creation, its details and filters by area', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('events'));
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/event/log');
  await expect(page.getByText('You must create your company first.')).toBeVisible();
  await expectAccessible(page, 'event log without company');

  // The same owner, once the company exists: its creation is the log's first event.
  const rif = uniqueRif();
  await createCompanyViaApi(baseURL!, await loginViaApi(baseURL!, owner.email, owner.password), {
    name: 'Registro C.A.',
    rif,
  });
  await page.goto('/en-ve/dashboard');
  await expect(page.getByText('You must create your company first.')).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Event log' })
    .click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/event\/log/);
  await expect(page.getByRole('heading', { level: 1, name: 'Event log' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Event log' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: 'All', exact: true })).toHaveAttribute('aria-selected', 'true');

  const row = page.getByRole('row').filter({ hasText: 'Company' });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: 'Lucía Rivas' })).toBeVisible();
  await expect(row.getByText('Create', { exact: true })).toBeVisible();
  await expectAccessible(page, 'event log');

  await row.getByRole('button', { name: /^Details of Create of Company/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Event details' });
  await expect(dialog.getByText('Registro C.A.')).toBeVisible();
  await expect(dialog.getByText(rif)).toBeVisible();
  await expectAccessible(page, 'event log: details');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('tab', { name: 'Salon' }).click();
  await expect(page).toHaveURL(/area=salon/);
  await expect(page.getByText('No events yet.')).toBeVisible();
  await expectAccessible(page, 'event log: empty');
  await page.getByRole('tab', { name: 'Appointment' }).click();
  await expect(page.getByText('No events yet.')).toBeVisible();
  await page.getByRole('tab', { name: 'All', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Company' })).toHaveCount(1);

  await page.goto('/es-ve/dashboard/event/log');
  await expect(page.getByRole('heading', { level: 1, name: 'Registro de eventos' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Realizado por' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Empresa' })).toHaveCount(1);
});

test('the event log tells an appointment change in words, on the salon clock (es-ve)', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'events.words',
    salonTitle: 'Salón Palabras',
    serviceName: 'Corte',
    employee: { firstName: 'Rosa', lastName: 'Mora' },
  });
  const tomorrow = caracasDate(1).iso;
  const appointment = await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: client._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(tomorrow, '15:00'),
  });
  const cancelled = await fetch(
    `${baseURL}/api/proxy/api/v1/business/appointment/${appointment._id}/status`,
    {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'cancelled' }),
    },
  );
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);

  await signInViaApi(page, owner.email, owner.password, '/es-ve/dashboard/event/log?area=appointment');
  const row = page.getByRole('row').filter({ hasText: 'Cancelar' });
  await expect(row).toHaveCount(1);
  // The list's time is the salon's 12-hour clock, never ISO text.
  await expect(row.locator('time')).toHaveText(/\d{1,2}:\d{2} [ap]\. m\./);
  await row.getByRole('button', { name: /^Detalles de Cancelar en Cita/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalles del evento' });
  await expect(dialog.getByText('Reservada → Cancelada')).toBeVisible();
  await expect(dialog.getByText('Inicio')).toBeVisible();
  await expect(dialog.getByText(/3:00 p\. m\./)).toBeVisible();
  await expect(dialog).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  await expectAccessible(page, 'event log: details in words');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
});
