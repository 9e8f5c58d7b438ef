import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  employeeViaApi,
} from '../support/appointments';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

// A phone: 390 px wide, touch first.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TEXT = {
  'es-ve': {
    calendar: 'Calendario',
    today: 'Hoy',
    tomorrow: 'Mañana',
    previousDay: 'Día anterior',
    nextDay: 'Día siguiente',
    lanes: 'Empleado que se muestra',
    lane: (name: string, count: number) => `${name}, ${count} cita${count === 1 ? '' : 's'}`,
    newTitle: 'Nueva cita',
    editTitle: 'Editar cita',
    startTime: 'Hora de inicio',
    date: 'Fecha',
    client: 'Cliente',
    service: /^Servicio/,
    employee: /^Empleado/,
    create: 'Crear',
    created: 'Cita creada',
    changeStatus: 'Cambiar estado',
    cancel: 'Cancelar',
    updated: 'Cita actualizada',
    reserved: 'Reservada',
  },
  'en-ve': {
    calendar: 'Calendar',
    today: 'Today',
    tomorrow: 'Tomorrow',
    previousDay: 'Previous day',
    nextDay: 'Next day',
    lanes: 'Employee shown',
    lane: (name: string, count: number) => `${name}, ${count} appointment${count === 1 ? '' : 's'}`,
    newTitle: 'New appointment',
    editTitle: 'Edit appointment',
    startTime: 'Start time',
    date: 'Date',
    client: 'Client',
    service: /^Service/,
    employee: /^Employee/,
    create: 'Create',
    created: 'Appointment created',
    changeStatus: 'Change status',
    cancel: 'Cancel',
    updated: 'Appointment updated',
    reserved: 'Reserved',
  },
} as const;

/**
 * The day heading's text for a Caracas date as the page writes it (weekday, day, month; first letter up), in the
 * browser's own date formatting.
 */
const dayTitle = (page: Page, iso: string, lang: string) =>
  page.evaluate(
    ([day, language]) => {
      const text = new Date(`${day}T12:00:00Z`).toLocaleDateString(language, {
        weekday: 'long',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
    },
    [iso, lang] as const,
  );

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.inner);
}

/** A horizontal swipe over the agenda's grid, as touch events (`dx` < 0: finger moves to the left). */
async function swipe(grid: Locator, dx: number) {
  const box = (await grid.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + Math.min(box.height / 2, 200);
  const at = (clientX: number) => [{ identifier: 0, clientX, clientY: y }];
  await grid.dispatchEvent('touchstart', { touches: at(x), changedTouches: at(x), targetTouches: at(x) });
  for (const step of [0.25, 0.5, 0.75, 1]) {
    const point = at(x + dx * step);
    await grid.dispatchEvent('touchmove', { touches: point, changedTouches: point, targetTouches: point });
  }
  await grid.dispatchEvent('touchend', { touches: [], changedTouches: at(x + dx), targetTouches: [] });
}

/** Press and hold an appointment, then move the finger down by `dy` pixels and lift it (a touch drag). */
async function touchDrag(page: Page, event: Locator, dy: number) {
  await event.scrollIntoViewIfNeeded();
  const box = (await event.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  // The calendar starts a touch drag after a long press (250 ms).
  await page.waitForTimeout(400);
  for (let step = 1; step <= 8; step++) await touch('touchMove', [{ x, y: y + (dy * step) / 8 }]);
  await touch('touchEnd', []);
  await cdp.detach();
}

/** Whether the page has asked for the booking dialog's own chunk (appointment-dialog-lazy.tsx loads it). */
const dialogCodeRequested = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => /\/assets\/appointment-dialog-[^/]*\.js$/.test(entry.name)),
  );

for (const lang of ['es-ve', 'en-ve'] as const) {
  test(`${lang}: the owner runs the day from a phone: agenda of today, days by button, keyboard and swipe, a booking by tapping a free time, opened and moved`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const text = TEXT[lang];
    const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
      prefix: `apt.phone.${lang}`,
      salonTitle: 'Salón Bolsillo',
      serviceName: 'Corte',
      employee: { firstName: 'Luis', lastName: 'Mora' },
    });
    const second = await employeeViaApi(baseURL!, token, salonId, service._id, {
      firstName: 'Rosa',
      lastName: 'Páez',
      email: uniqueEmail(`apt.phone.${lang}.second`),
    });
    const today = caracasDate(0).iso;
    const tomorrow = caracasDate(1).iso;
    await appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: client._id,
      service_id: service._id,
      employee_id: employee._id,
      start: caracasInstant(today, '10:00'),
    });
    await appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: client._id,
      service_id: service._id,
      employee_id: second._id,
      start: caracasInstant(today, '12:00'),
    });

    await signInViaApi(page, owner.email, owner.password, `/${lang}/dashboard/appointment/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: text.calendar })).toBeVisible();

    // One day, today, as an agenda: no week toolbar, one employee's lane, the day's count on each employee.
    const todayTitle = `${text.today} ${await dayTitle(page, today, lang)}`;
    const tomorrowTitle = `${text.tomorrow} ${await dayTitle(page, tomorrow, lang)}`;
    const day = page.getByRole('heading', { level: 2 });
    await expect(day).toHaveText(todayTitle);
    await expect(page.locator('.rbc-toolbar')).toHaveCount(0);
    await expect(page.locator('.rbc-time-content .rbc-day-slot')).toHaveCount(1);
    const lanes = page.getByRole('group', { name: text.lanes });
    const luis = lanes.getByRole('button', { name: text.lane('Luis Mora', 1) });
    const rosa = lanes.getByRole('button', { name: text.lane('Rosa Páez', 1) });
    await expect(luis).toHaveAttribute('aria-pressed', 'true');
    await expect(rosa).toHaveAttribute('aria-pressed', 'false');
    const events = page.locator('.rbc-time-content .rbc-event');
    await expect(events).toHaveCount(1);
    await expect(events.first()).toContainText('María González');
    await expect(events.first()).toContainText(/10:00/);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`agenda-${lang}.png`) });
    await expectAccessible(page, `${lang} phone agenda`);
    // The booking dialog's code is not part of the agenda's download: it comes with the first touch.
    expect(await dialogCodeRequested(page)).toBe(false);

    // The other employee's lane, and back.
    await rosa.tap();
    await expect(rosa).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => dialogCodeRequested(page)).toBe(true);
    await expect(events).toHaveCount(1);
    await expect(events.first()).toContainText(/12:00/);
    await luis.tap();
    await expect(events.first()).toContainText(/10:00/);

    // The next day by its button, back by a swipe to the right; forward by a swipe, back by the keyboard.
    await page.getByRole('button', { name: text.nextDay }).tap();
    await expect(day).toHaveText(tomorrowTitle);
    await expect(events).toHaveCount(0);
    const grid = page.locator('.rbc-time-content');
    await swipe(grid, 150);
    await expect(day).toHaveText(todayTitle);
    await expect(events).toHaveCount(1);
    await swipe(grid, -150);
    await expect(day).toHaveText(tomorrowTitle);
    await page.getByRole('button', { name: text.previousDay }).focus();
    await page.keyboard.press('Enter');
    await expect(day).toHaveText(todayTitle);
    await page.getByRole('button', { name: text.nextDay }).tap();
    await page.getByRole('button', { name: text.today, exact: true }).tap();
    await expect(day).toHaveText(todayTitle);

    // A tap on a free time (16:00 in Luis's lane) opens a new appointment there, on the whole screen. It is
    // tomorrow's: today's 16:00 has passed for half of the day, and a past start asks first.
    await page.getByRole('button', { name: text.nextDay }).tap();
    await expect(day).toHaveText(tomorrowTitle);
    await page.locator('.rbc-day-slot .rbc-timeslot-group').nth(16).locator('.rbc-time-slot').first().tap();
    const dialog = page.getByRole('dialog', { name: text.newTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(text.startTime)).toHaveValue('16:00');
    await expect(dialog.getByLabel(text.date)).toHaveValue(tomorrow);
    await expect(dialog.getByRole('combobox', { name: text.employee })).toHaveText(/Luis Mora/);
    expect((await dialog.boundingBox())!.width).toBe(390);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`dialog-${lang}.png`) });
    await expectAccessible(page, `${lang} new appointment dialog on a phone`);
    await dialog.getByRole('combobox', { name: text.client }).fill('María');
    await page.getByRole('option', { name: /María González/ }).tap();
    await dialog.getByRole('combobox', { name: text.service }).tap();
    await page.getByRole('option', { name: /Corte/ }).tap();
    await dialog.getByRole('button', { name: text.create }).tap();
    await expect(page.getByText(text.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    const booked = events.filter({ hasText: /4:00\s(PM|p\.\sm\.)/ });
    await expect(booked).toContainText('María González');
    await expect(lanes.getByRole('button', { name: text.lane('Luis Mora', 1) })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A tap on it opens it, with its status and the status button.
    await booked.tap();
    const edit = page.getByRole('dialog', { name: text.editTitle });
    await expect(edit).toBeVisible();
    await expect(edit.getByText(text.reserved, { exact: true })).toBeVisible();
    await expect(edit.getByRole('button', { name: text.changeStatus })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await edit.getByRole('button', { name: text.cancel }).tap();
    await expect(edit).toBeHidden();

    // Held and moved down an hour by touch: the server takes it to 17:00.
    const hour = await page.locator('.rbc-day-slot .rbc-timeslot-group').first().boundingBox();
    await touchDrag(page, booked, hour!.height);
    await expect(page.getByText(text.updated)).toBeVisible();
    await expect(events.filter({ hasText: /5:00\s(PM|p\.\sm\.)/ })).toContainText('María González');
  });
}
