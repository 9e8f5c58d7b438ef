import { expect, test, type Page } from '@playwright/test';
import {
  appointmentViaApi,
  busyViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
  fillAppointmentDialog,
  twoServiceSalon,
} from '../support/appointments';
import { onlineBookingViaApi, takeDepositsViaApi } from '../support/booking';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

/** Another client of the salon, whose appointments stand in the way. */
const otherClient = (baseURL: string, token: string, salonId: string, prefix: string) =>
  clientViaApi(baseURL, token, salonId, {
    firstName: 'Pedro',
    lastName: 'Díaz',
    email: uniqueEmail(`${prefix}.pedro`),
    phoneNumber: '+58 412 555 0144',
  });

/** Whether an element lies inside the window, where a phone shows it without scrolling. */
const inView = (page: Page, locator: ReturnType<Page['getByText']>) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

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

test('the owner books a visit of two services with two employees, finds the next days it fits, moves it whole, sees a refused move and cancels it whole; a moved appointment keeps its length; a deposit names the whole visit', async ({
  page,
  baseURL,
}, testInfo) => {
  const salon = await twoServiceSalon(baseURL!, 'apt.visit2');
  const { owner, token, salonId } = salon;
  const pedro = await otherClient(baseURL!, token, salonId, 'apt.visit2');
  const tomorrow = caracasDate(1).iso;
  const rosa = { salonId, serviceId: salon.manicure._id, employeeId: salon.second._id, clientId: pedro._id };
  // Rosa's whole day after tomorrow is taken, and tomorrow from 5:00 PM; Luis cuts Pedro's hair at noon.
  await busyViaApi(baseURL!, token, rosa, caracasDate(2).iso, '09:00', '19:00');
  await busyViaApi(baseURL!, token, rosa, tomorrow, '17:00', '18:00');
  await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    service_id: salon.service._id,
    employee_id: salon.employee._id,
    client_id: pedro._id,
    start: caracasInstant(tomorrow, '12:00'),
  });

  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = await fillVisit(page);
  await expect(dialog.getByText('Whole visit: 10:00–12:00 · 2 h · $40.00 at today’s prices')).toBeVisible();

  // A day Rosa has no time for the manicure: the next days the whole visit fits, one click away.
  await dialog.getByLabel('Date').fill(caracasDate(2).iso);
  await expect(dialog.getByText('No free times that day.')).toBeVisible();
  const days = dialog.getByRole('group', { name: 'Next days with a free time for the whole visit' });
  await expect(days.getByRole('button')).toHaveCount(5);
  await expectAccessible(page, 'new appointment dialog: the next days a visit fits');
  await days.getByRole('button').first().click();
  await expect(dialog.getByLabel('Date')).toHaveValue(caracasDate(3).iso);
  await expect(dialog.getByRole('button', { name: '10:00' })).toBeVisible();
  await dialog.getByLabel('Date').fill(tomorrow);
  await expect(dialog.getByRole('button', { name: '10:00' })).toBeVisible();
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

  // Opened from its second part, the visit says what it comes to, and moves as a whole to 2:00 PM.
  await manicure.click();
  const edit = page.getByRole('dialog', { name: 'Edit appointment' });
  await expect(edit).toBeVisible();
  await expect(edit.getByText('Part of a visit: Corte 10:00 · Manicure 11:00')).toBeVisible();
  await expect(edit.getByText(/^Whole visit: 10:00\sAM\s*–\s*12:00\sPM · 2 h · \$40\.00$/)).toBeVisible();
  await expect(edit.getByRole('checkbox', { name: 'Move the whole visit' })).toHaveCount(0);
  await edit.getByLabel('Start time').fill('15:00');
  const whole = edit.getByRole('checkbox', { name: 'Move the whole visit' });
  await expect(whole).toBeChecked();
  await expect(edit.getByLabel('End time')).toHaveValue('16:00');
  await expect(edit.getByText('The visit moves to: Corte 14:00 · Manicure 15:00')).toBeVisible();
  await whole.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('visit-part-edit.png') });
  await expectAccessible(page, 'edit appointment dialog: moving a whole visit');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Appointment updated')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(cut).toContainText('2:00 PM');
  await expect(manicure).toContainText('3:00 PM');
  await expectAccessible(page, 'calendar: a moved visit');

  // An appointment of its own moved to 12:30 keeps its hour: its end follows to 1:30 PM.
  await page.locator('.rbc-event').filter({ hasText: 'Pedro Díaz' }).filter({ hasText: 'Corte' }).click();
  await expect(edit).toBeVisible();
  await expect(edit.getByLabel('End time')).toHaveValue('13:00');
  await edit.getByLabel('Start time').fill('12:30');
  await expect(edit.getByLabel('End time')).toHaveValue('13:30');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Appointment updated')).toBeVisible();
  await expect(edit).toBeHidden();

  // Moved whole to 4:00 PM, the manicure would meet Rosa's 5:00 PM client: refused, said where one looks.
  await manicure.click();
  await edit.getByLabel('Start time').fill('17:00');
  await expect(edit.getByLabel('End time')).toHaveValue('18:00');
  await edit.getByRole('button', { name: 'Save' }).click();
  const refusal = /Rosa Páez already has an appointment on .*5:00\s*–\s*6:00\sPM\./;
  await expect(page.getByText(new RegExp(`^Not saved: ${refusal.source}$`))).toBeVisible();
  await expect(edit.getByText(new RegExp(`^${refusal.source}$`))).toBeVisible();
  await expect(edit).toBeVisible();
  await expectAccessible(page, 'edit appointment dialog: a refused whole move');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  await expect(manicure).toContainText('3:00 PM');

  // The whole visit cancelled in one action, from its first part.
  await cut.click();
  await edit.getByRole('button', { name: 'Whole visit' }).click();
  await page.getByRole('menuitem', { name: 'Cancel the whole visit' }).click();
  const ask = page.getByRole('dialog', { name: 'Cancel the whole visit' });
  await expect(
    ask.getByText('The 2 services of the visit (Corte, Manicure) change to Cancelled.'),
  ).toBeVisible();
  await expectAccessible(page, 'whole visit: cancelling it');
  await ask.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Visit cancelled')).toBeVisible();
  await expect(edit.getByText('Cancelled', { exact: true })).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // A client books a cut and a manicure online, with a deposit: its card names the whole visit.
  const slug = await takeDepositsViaApi(baseURL!, token, salonId);
  const online = await onlineBookingViaApi(
    baseURL!,
    slug,
    {
      service_ids: [salon.service._id, salon.manicure._id],
      employee_ids: [salon.employee._id, salon.second._id],
      start: caracasInstant(caracasDate(4).iso, '10:00'),
    },
    { firstName: 'Carla', lastName: 'Suárez', email: uniqueEmail('apt.visit2.carla') },
  );
  expect(online.status).toBe('pending');
  await page.goto('/en-ve/dashboard/deposits');
  const card = page.getByRole('article', { name: 'Carla Suárez' });
  await expect(card.getByText('Whole visit')).toBeVisible();
  await expect(card.getByText('Corte + Manicure · $40.00 · 2 h')).toBeVisible();
  await expectAccessible(page, 'deposits: a visit of two services');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the owner books a visit of two services from a 390 px screen; in Spanish, its totals in the list, a refused move in view, the whole visit cancelled', async ({
    page,
    baseURL,
  }, testInfo) => {
    const salon = await twoServiceSalon(baseURL!, 'apt.visit2.phone');
    const { owner, token, salonId } = salon;
    const pedro = await otherClient(baseURL!, token, salonId, 'apt.visit2.phone');
    const rosa = {
      salonId,
      serviceId: salon.manicure._id,
      employeeId: salon.second._id,
      clientId: pedro._id,
    };
    await busyViaApi(baseURL!, token, rosa, caracasDate(1).iso, '13:00', '14:00');
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

    // In Spanish, the list names the whole visit on each of its parts.
    await page.goto('/es-ve/dashboard/appointment/list');
    const parts = page.getByRole('row', { name: /^Abrir la cita de María González/ });
    await expect(parts).toHaveCount(2);
    await expect(parts.nth(1).getByText('Visita completa: Corte + Manicure · $40,00 · 2 h')).toBeVisible();
    await expectAccessible(page, 'teléfono: lista de citas con una visita de dos servicios');

    // Moved whole by two hours, the manicure would meet Rosa's 1:00 PM client: the refusal is in view.
    await parts.nth(1).tap();
    const edit = page.getByRole('dialog', { name: 'Editar cita' });
    await expect(
      edit.getByText(/^Visita completa: 10:00\sa\.\sm\.\s*–\s*12:00\sp\.\sm\. · 2 h · \$40,00$/),
    ).toBeVisible();
    await edit.getByLabel('Hora de inicio').fill('13:00');
    await expect(edit.getByLabel('Hora de fin')).toHaveValue('14:00');
    await edit.getByRole('button', { name: 'Guardar' }).tap();
    const snackbar = page.getByText(
      /^No se guardó: Rosa Páez ya tiene una cita el .*1:00\s*–\s*2:00\sp\.\sm\.$/,
    );
    await expect(snackbar).toBeVisible();
    // Polled: the snackbar slides in from below the screen's edge.
    await expect
      .poll(() => inView(page, snackbar), { message: 'the refusal is on screen without scrolling' })
      .toBe(true);
    await page.screenshot({ path: testInfo.outputPath('visit-refused-move-phone.png') });
    await expectAccessible(page, 'teléfono: un cambio de hora rechazado');

    // The whole visit cancelled in one action.
    await edit.getByRole('button', { name: 'Toda la visita' }).tap();
    await page.getByRole('menuitem', { name: 'Cancelar toda la visita' }).tap();
    const ask = page.getByRole('dialog', { name: 'Cancelar toda la visita' });
    await expect(
      ask.getByText('Los 2 servicios de la visita (Corte, Manicure) pasarán a Cancelada.'),
    ).toBeVisible();
    await expectAccessible(page, 'teléfono: cancelar toda la visita');
    await ask.getByRole('button', { name: 'Cambiar' }).tap();
    await expect(page.getByText('Visita cancelada')).toBeVisible();
  });
});

test('the owner repeats a visit of two services every week: each date books both parts', async ({
  page,
  baseURL,
}) => {
  const { owner } = await twoServiceSalon(baseURL!, 'apt.visit.series');
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment/calendar');
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = await fillVisit(page);
  await dialog.getByRole('switch', { name: 'Repeat' }).check();
  await expect(dialog.getByLabel('Number of times')).toHaveValue('4');
  await expectAccessible(page, 'new appointment dialog: a visit that repeats');
  await dialog.getByRole('button', { name: 'Create' }).click();

  const list = page.getByRole('dialog', { name: 'Check the dates' });
  await expect(list.getByText('4 dates, all free')).toBeVisible();
  await expectAccessible(page, 'series check: a visit of two services');
  await list.getByRole('button', { name: 'Save series' }).click();
  await expect(page.getByText('Series created: 4 appointments')).toBeVisible();

  // Every week both parts, the cut with Luis and the manicure with Rosa after it: eight appointments.
  await page.goto('/en-ve/dashboard/appointment/list');
  const rows = page.getByRole('row').filter({ hasText: 'María González' });
  await expect(rows).toHaveCount(8);
});
