import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  fillAppointmentDialog,
} from '../support/appointments';
import { expectAccessible, signInViaApi } from '../support/fixtures';

/** The day column's hour block (react-big-calendar: 15-minute slots, four to an hour). */
const hourBlock = (page: Page, hour: number) =>
  page.locator('.rbc-time-content .rbc-day-slot').first().locator('.rbc-timeslot-group').nth(hour);

/**
 * Drags an event by its middle (its edges are resize handles) so that its start lands on an hour block: the
 * calendar keeps the grab point's offset, and a 60-minute event is one block high.
 */
async function dragTo(page: Page, event: Locator, target: Locator) {
  await event.scrollIntoViewIfNeeded();
  await target.scrollIntoViewIfNeeded();
  const from = (await event.boundingBox())!;
  const to = (await target.boundingBox())!;
  const offset = from.height / 2;
  await page.mouse.move(from.x + from.width / 2, from.y + offset);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + offset + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + offset + 2, { steps: 10 });
  await page.mouse.up();
}

test('the owner books from an empty cell, drags it, is refused on a conflict, changes its status and finds it', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'apt',
    salonTitle: 'Salón Agenda',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const tomorrow = caracasDate(1).iso;
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText(/Refreshing in \d+ seconds?/)).toBeVisible();
  await expectAccessible(page, 'calendar: week');

  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('.rbc-time-header').getByText('Luis Mora')).toBeVisible();
  await expectAccessible(page, 'calendar: day with employee columns');

  // An empty cell at 10:00 opens the new appointment, prefilled with that time and the column's employee.
  // The events layer lies over the slots; the calendar reads the point, so a forced click there is a user's click.
  await hourBlock(page, 10).click({ position: { x: 30, y: 3 }, force: true });
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Start time')).toHaveValue('10:00');
  await expect(dialog.getByLabel('Date')).toHaveValue(tomorrow);
  await expectAccessible(page, 'new appointment dialog');
  await dialog.getByRole('combobox', { name: 'Client' }).fill('María');
  await page.getByRole('option', { name: /María González/ }).click();
  await dialog.getByRole('combobox', { name: /^Service/ }).click();
  await page.getByRole('option', { name: /Corte/ }).click();
  await expect(dialog.getByRole('combobox', { name: /^Employee/ })).toHaveText(/Luis Mora/);
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('20.00');
  await expect(dialog.getByRole('button', { name: '10:00' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Appointment created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const event = page.locator('.rbc-event').filter({ hasText: 'María González' });
  await expect(event).toContainText('10:00 AM');

  // Dragged to 12:00: the server accepts, and the event stays there.
  await dragTo(page, event, hourBlock(page, 12));
  await expect(page.getByText('Appointment updated')).toBeVisible();
  await expect(event).toContainText('12:00 PM');

  // A second appointment at 15:00, then the first dragged onto it: refused, back at 12:00, with the reason.
  await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: client._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(tomorrow, '15:00'),
  });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.locator('.rbc-event')).toHaveCount(2);
  await dragTo(page, event.filter({ hasText: '12:00 PM' }), hourBlock(page, 15));
  await expect(
    page.getByText(/could not be moved to .*already has an appointment at that time/),
  ).toBeVisible();
  await expect(page.locator('.rbc-event').filter({ hasText: '12:00 PM' })).toHaveCount(1);

  // A status change asks first and offers only the allowed ones.
  await page.locator('.rbc-event').filter({ hasText: '12:00 PM' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit appointment' });
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Pending' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change the status?' });
  await expect(confirm).toContainText('from Reserved to Pending');
  await confirm.getByRole('button', { name: 'Change' }).click();
  await expect(page.getByText('Status changed to Pending')).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/en-ve/dashboard/appointment/list');
  await expect(page.getByRole('tab', { name: 'Future', selected: true })).toBeVisible();
  const row = page.getByRole('row', { name: /María González/ }).filter({ hasText: 'Pending' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/12:00\s?–\s?1:00\sPM/);
  await expect(row).toContainText('$20.00');
  await expect(row).not.toContainText('USD');
  await expectAccessible(page, 'appointments: future list');

  await page.goto(`/en-ve/dashboard/client/${client._id}/view`);
  const visit = page.getByRole('row').filter({ hasText: 'Corte' }).filter({ hasText: 'Pending' });
  await expect(visit).toBeVisible();
  await expect(visit).toContainText('Luis Mora');
});

/** The keyboard books a free time from the calendar grid: the dialog opens on it, then is cancelled. */
async function bookByKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('.rbc-time-header').getByText('Rosa Páez')).toBeVisible();

  // The time grid is in the Tab order; focused, its cursor starts at 09:00 in the first column.
  const grid = page.getByLabel(/Appointments by time/);
  await grid.focus();
  await expect(grid).toBeFocused();
  await expect(page.locator('.rbc-keyboard-slot')).toHaveCount(1);
  await expect(page.getByText(/9:00\sAM, Rosa Páez\. Press Enter to book this time\./)).toBeAttached();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/11:15\sAM, Rosa Páez\. Press Enter to book this time\./)).toBeAttached();
  await expectAccessible(page, 'calendar: keyboard slot cursor');
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Start time')).toHaveValue('11:15');
  await expect(dialog.getByLabel('Date')).toHaveValue(caracasDate(1).iso);
  await expect(dialog.getByRole('combobox', { name: /^Employee/ })).toHaveText(/Rosa Páez/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
}

test('the keyboard books a free time from the calendar grid; a visit booked six days in the past is saved only after the owner says to record it', async ({
  page,
  baseURL,
}) => {
  const { owner } = await bookableSalonViaApi(baseURL!, {
    prefix: 'apt.keys',
    salonTitle: 'Salón Teclado',
    serviceName: 'Manicura',
    employee: { firstName: 'Rosa', lastName: 'Páez' },
  });
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment');
  await bookByKeyboard(page);

  // The same salon books six days back: asked first, saying what the server does with it; Cancel leaves it
  // unsaved in the dialog.
  const sixDaysAgo = caracasDate(-6).iso;
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await fillAppointmentDialog(page, dialog, {
    client: 'María González',
    service: 'Manicura',
    employee: 'Rosa Páez',
    date: sixDaysAgo,
    start: '10:00',
  });
  await dialog.getByRole('button', { name: 'Create' }).click();

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

/**
 * Relative luminance (0 black … 1 white, as WCAG defines it) of a computed `rgb()`/`rgba()` colour laid over
 * black: the dark page under it is near black, and the theme's lines and tints are translucent white.
 */
const luminance = (css: string) => {
  const [r, g, b, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (value: number) => {
    const channel = (value / 255) * a;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
};

test('in dark mode the calendar (week, month and the phone agenda) is drawn in the theme, not the library’s light colours', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'apt.dark',
    salonTitle: 'Salón Noche',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: client._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(caracasDate(0).iso, '10:00'),
  });
  // The mode the settings drawer stores (shell.spec walks the drawer itself).
  await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })));
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment');
  await expect(page.locator('.rbc-event').first()).toBeVisible();
  const colour = (locator: Locator, property: 'color' | 'backgroundColor' | 'borderTopColor') =>
    locator.evaluate((element, name) => getComputedStyle(element)[name], property);

  // The toolbar's buttons: light text on the dark page (the library's own is #373a3c, unreadable there).
  const week = page.locator('.rbc-toolbar').getByRole('button', { name: 'Week', exact: true });
  expect(luminance(await colour(week, 'color'))).toBeGreaterThan(0.5);
  expect(luminance(await colour(week, 'backgroundColor'))).toBeLessThan(0.2);
  expect(luminance(await colour(page.locator('.rbc-header').first(), 'borderTopColor'))).toBeLessThan(0.2);
  await expectAccessible(page, 'calendar: week in dark mode');

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.locator('.rbc-month-view')).toBeVisible();
  const outside = page.locator('.rbc-off-range-bg').first();
  if (await outside.count()) expect(luminance(await colour(outside, 'backgroundColor'))).toBeLessThan(0.2);
  await expectAccessible(page, 'calendar: month in dark mode');

  // A phone's width: the day as an agenda, its grid lines and time labels in the theme too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Next day' })).toBeVisible();
  const slot = page.locator('.rbc-time-content .rbc-timeslot-group').first();
  expect(luminance(await colour(slot, 'borderTopColor'))).toBeLessThan(0.2);
  const times = page.locator('.rbc-time-content .rbc-time-gutter');
  expect(luminance(await colour(times, 'backgroundColor'))).toBeLessThan(0.2);
  expect(luminance(await colour(times.locator('.rbc-label').first(), 'color'))).toBeGreaterThan(0.3);
  await expectAccessible(page, 'phone agenda in dark mode');
});
