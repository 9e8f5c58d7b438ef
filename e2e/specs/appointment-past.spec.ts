import { expect, test } from '@playwright/test';
import { bookableSalonViaApi, caracasDate } from '../support/appointments';
import { expectAccessible, signInViaApi } from '../support/fixtures';

test('a visit booked six days in the past is saved only after the owner says to record it', async ({
  page,
  baseURL,
}) => {
  const { owner } = await bookableSalonViaApi(baseURL!, {
    prefix: 'past',
    salonTitle: 'Salón Pasado',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const sixDaysAgo = caracasDate(-6).iso;
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment');
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByRole('combobox', { name: 'Client' }).fill('María');
  await page.getByRole('option', { name: /María González/ }).click();
  await dialog.getByRole('combobox', { name: /^Service/ }).click();
  await page.getByRole('option', { name: /Corte/ }).click();
  await dialog.getByRole('combobox', { name: /^Employee/ }).click();
  await page.getByRole('option', { name: 'Luis Mora' }).click();
  await dialog.getByLabel('Date').fill(sixDaysAgo);
  await dialog.getByLabel('Start time').fill('10:00');
  await dialog.getByRole('button', { name: 'Create' }).click();

  // Asked first, saying what the server does with it; Cancel leaves it unsaved in the dialog.
  const question = page.getByRole('dialog', { name: 'This date has passed. Record a past visit?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('the client gets no confirmation or reminder');
  await expectAccessible(page, 'new appointment: past visit question');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Appointment created')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Create' }).click();
  await question.getByRole('button', { name: 'Record past visit' }).click();
  await expect(page.getByText('Appointment created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed among the past appointments, once.
  await page.goto('/en-ve/dashboard/appointment/list?tab=past');
  await expect(page.getByRole('row', { name: /María González/ })).toHaveCount(1);
});
