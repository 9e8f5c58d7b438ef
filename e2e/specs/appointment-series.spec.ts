import { expect, test } from '@playwright/test';
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
  fillAppointmentDialog,
} from '../support/appointments';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

/* Repeating appointments: a weekly series of four with one date taken, then cancelling the rest. */

test('the owner books a weekly series around a taken date, then moves and cancels this and the following', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee } = await bookableSalonViaApi(baseURL!, {
    prefix: 'apt.series',
    salonTitle: 'Salón Serie',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  // The second week's 10:00 with Luis is already Pedro's.
  const pedro = await clientViaApi(baseURL!, token, salonId, {
    firstName: 'Pedro',
    lastName: 'Pérez',
    email: uniqueEmail('apt.series.pedro'),
    phoneNumber: '+58 412 555 0199',
  });
  await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: pedro._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(caracasDate(8).iso, '10:00'),
  });

  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment/calendar');
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await fillAppointmentDialog(page, dialog, {
    client: 'María González',
    service: 'Corte',
    employee: 'Luis Mora',
    date: caracasDate(1).iso,
    start: '10:00',
  });
  await dialog.getByRole('switch', { name: 'Repeat' }).check();
  await expect(dialog.getByLabel('Number of times')).toHaveValue('4');
  await expectAccessible(page, 'new appointment dialog: repeat');
  await dialog.getByRole('button', { name: 'Create' }).click();

  const list = page.getByRole('dialog', { name: 'Check the dates' });
  await expect(list.getByText('4 dates, 1 needs a choice')).toBeVisible();
  const taken = list.getByRole('radiogroup');
  await expect(taken.getByRole('radio', { name: 'Skip this date' })).toBeChecked();
  await taken
    .getByRole('radio', { name: /^Another time/ })
    .first()
    .check();
  await expectAccessible(page, 'series check: a taken date');
  await list.getByRole('button', { name: 'Save series' }).click();
  await expect(page.getByText('Series created: 4 appointments')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The four occurrences, soonest first, among the upcoming appointments.
  await page.goto('/en-ve/dashboard/appointment/list');
  const rows = page.getByRole('row').filter({ hasText: 'María González' });
  await expect(rows).toHaveCount(4);

  // The third and fourth move to 3:00 PM together: "this one and the following".
  await rows.nth(2).click();
  const move = page.getByRole('dialog', { name: 'Edit appointment' });
  await move.getByLabel('Start time').fill('15:00');
  await move.getByLabel('End time').fill('');
  const scope = move.getByRole('radiogroup', { name: 'Change which appointments of the series?' });
  await expect(scope.getByRole('radio', { name: 'Only this one' })).toBeChecked();
  await scope.getByRole('radio', { name: 'This one and the following' }).check();
  await expectAccessible(page, 'edit an occurrence of a series: which ones');
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(move).toBeHidden();
  // The list shows each time as a range ("3:00 – 4:00 PM").
  await expect(rows.filter({ hasText: /3:00\s*–\s*4:00/ })).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('10:00');

  await rows.nth(2).click();
  const edit = page.getByRole('dialog', { name: 'Edit appointment' });
  await edit.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Cancelled' }).click();
  const question = page.getByRole('dialog', { name: 'Cancel a repeating appointment' });
  await question.getByRole('radio', { name: 'This and the following' }).check();
  await expectAccessible(page, 'cancel an occurrence of a series');
  await question.getByRole('button', { name: 'Cancel appointments' }).click();
  await expect(page.getByText('Status changed', { exact: false })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(rows.filter({ hasText: 'Cancelled' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Reserved' })).toHaveCount(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the repeat fields and the dates fit a 390 px screen', async ({ page, baseURL }) => {
    const { owner } = await bookableSalonViaApi(baseURL!, {
      prefix: 'apt.series.phone',
      salonTitle: 'Salón Serie',
      serviceName: 'Corte',
      employee: { firstName: 'Luis', lastName: 'Mora' },
    });
    await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment/calendar');
    await page.getByRole('button', { name: 'New appointment' }).tap();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await fillAppointmentDialog(page, dialog, {
      client: 'María González',
      service: 'Corte',
      employee: 'Luis Mora',
      date: caracasDate(1).iso,
      start: '10:00',
    });
    await dialog.getByRole('switch', { name: 'Repeat' }).check();
    await dialog.getByRole('button', { name: 'Wednesday' }).tap();
    await expect(dialog.getByRole('button', { name: 'Wednesday' })).toHaveAttribute('aria-pressed', 'true');
    const fits = (scope: typeof dialog) =>
      scope.evaluate((element) => {
        const content = element.querySelector('.MuiDialogContent-root')!;
        return content.scrollWidth <= content.clientWidth;
      });
    expect(await fits(dialog), 'dialog wider than the screen').toBe(true);
    await expectAccessible(page, 'phone: new appointment dialog with repeat');
    await dialog.getByRole('button', { name: 'Create' }).tap();
    const list = page.getByRole('dialog', { name: 'Check the dates' });
    await expect(list.getByText(/^\d+ dates, all free$/)).toBeVisible();
    expect(await fits(list), 'dates list wider than the screen').toBe(true);
    await expectAccessible(page, 'phone: series check');
  });
});
