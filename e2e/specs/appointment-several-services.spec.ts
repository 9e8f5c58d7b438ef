import { expect, test, type Page } from '@playwright/test';
import { caracasDate, fillAppointmentDialog, twoServiceSalon } from '../support/appointments';
import { expectAccessible, signInViaApi } from '../support/fixtures';

/** In the open new-appointment dialog: the first part (Corte with Luis at 10:00 tomorrow), then Manicure with Rosa. */
async function fillVisit(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog).toBeVisible();
  await fillAppointmentDialog(page, dialog, {
    client: 'María González',
    service: 'Corte',
    employee: 'Luis Mora',
    date: caracasDate(1).iso,
    start: '10:00',
  });
  await dialog.getByRole('button', { name: 'Add another service' }).click();
  const second = dialog.getByRole('group', { name: /^Service 2/ });
  await expect(second.getByRole('combobox', { name: /^Service 2/ })).toBeFocused();
  await second.getByRole('combobox', { name: /^Service 2/ }).click();
  await page.getByRole('option', { name: /Manicure/ }).click();
  await second.getByRole('combobox', { name: /^Employee for service 2/ }).click();
  // Only who performs the manicure is offered.
  await expect(page.getByRole('option', { name: 'Luis Mora' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Rosa Páez' }).click();
  await expect(second).toContainText('Service 2 · 11:00–12:00');
  // The free times are the whole visit's: 10:00 still fits both parts.
  await expect(dialog.getByText('Free times for the whole visit')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '10:00' })).toBeVisible();
  return dialog;
}

test('the owner books a visit of two services with two employees, then moves the whole visit from its second part', async ({
  page,
  baseURL,
}, testInfo) => {
  const { owner } = await twoServiceSalon(baseURL!, 'apt.visit2');
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = await fillVisit(page);
  await expectAccessible(page, 'new appointment dialog: a visit of two services');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Appointment created')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Both parts on the day: the cut with Luis at 10:00, the manicure with Rosa at 11:00, for the same client.
  const blocks = page.locator('.rbc-event').filter({ hasText: 'María González' });
  await expect(blocks).toHaveCount(2);
  const cut = blocks.filter({ hasText: 'Corte' });
  const manicure = blocks.filter({ hasText: 'Manicure' });
  await expect(cut).toContainText('10:00 AM');
  await expect(manicure).toContainText('11:00 AM');

  // Opened from its second part, the visit moves as a whole to 2:00 PM.
  await manicure.click();
  const edit = page.getByRole('dialog', { name: 'Edit appointment' });
  await expect(edit).toBeVisible();
  await expect(edit.getByText('Part of a visit: Corte 10:00 · Manicure 11:00')).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: 'Move the whole visit' })).toHaveCount(0);
  await edit.getByLabel('Start time').fill('15:00');
  const whole = edit.getByRole('checkbox', { name: 'Move the whole visit' });
  await expect(whole).toBeChecked();
  await expect(edit.getByLabel('End time')).toHaveValue('16:00');
  await whole.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('visit-part-edit.png') });
  await expectAccessible(page, 'edit appointment dialog: moving a whole visit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Appointment updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(cut).toContainText('2:00 PM');
  await expect(manicure).toContainText('3:00 PM');
  await expectAccessible(page, 'calendar: a moved visit');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the owner books a visit of two services from a 390 px screen', async ({
    page,
    baseURL,
  }, testInfo) => {
    const { owner } = await twoServiceSalon(baseURL!, 'apt.visit2.phone');
    await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment/calendar');
    await page.getByRole('button', { name: 'New appointment' }).tap();
    const dialog = await fillVisit(page);
    const widths = await dialog.evaluate((element) => ({
      scroll: element.querySelector('.MuiDialogContent-root')!.scrollWidth,
      client: element.querySelector('.MuiDialogContent-root')!.clientWidth,
    }));
    expect(widths.scroll, 'dialog wider than the screen').toBeLessThanOrEqual(widths.client);
    await dialog.getByRole('group', { name: /^Service 2/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('visit-dialog-phone.png') });
    await expectAccessible(page, 'phone: new appointment dialog with a visit of two services');
    await dialog.getByRole('button', { name: 'Remove service 2' }).tap();
    await expect(dialog.getByRole('group', { name: /^Service 2/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add another service' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Add another service' }).tap();
    const second = dialog.getByRole('group', { name: /^Service 2/ });
    await second.getByRole('combobox', { name: /^Service 2/ }).tap();
    await page.getByRole('option', { name: /Manicure/ }).tap();
    await second.getByRole('combobox', { name: /^Employee for service 2/ }).tap();
    await page.getByRole('option', { name: 'Rosa Páez' }).tap();
    await dialog.getByRole('button', { name: 'Create' }).tap();
    await expect(page.getByText('Appointment created')).toBeVisible();
  });
});
