import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  allWeekDays,
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
  employeeViaApi,
} from '../support/appointments';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1/business`;

/** The salon's hours with a break at 13:00–14:00 every day, so the week shows a shaded break. */
async function breakAtOne(baseURL: string, token: string, salonId: string) {
  const answer = await fetch(`${api(baseURL)}/salon/one/${salonId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await answer.json()) as { data: { schedule: { _id: string } } };
  const days = allWeekDays().map((day) => ({ ...day, start_break_hour: '13:00', end_break_hour: '14:00' }));
  const put = await fetch(`${api(baseURL)}/schedule/schedule/${data.schedule._id}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ days: JSON.stringify(days) }).toString(),
  });
  expect(put.status).toBe(200);
}

const STAFF = [
  { firstName: 'Luis', lastName: 'Mora', initials: 'LM' },
  { firstName: 'Carolina', lastName: 'Fernández', initials: 'CF' },
  { firstName: 'José Gregorio', lastName: 'Hernández', initials: 'JH' },
  { firstName: 'Ana', lastName: 'Briceño', initials: 'AB' },
];
const CLIENTS = [
  'María González',
  'Valentina Rodríguez',
  'Alejandro Maldonado',
  'Gabriela Sánchez',
  'Pedro Díaz',
];
/** Next week's appointments: [day from Monday, start, staff, client]; two at once on Monday, four on Thursday. */
const BOOKINGS: [number, string, number, number][] = [
  [0, '10:00', 0, 0],
  [0, '10:00', 1, 1],
  [1, '11:00', 2, 2],
  [2, '15:00', 3, 3],
  [3, '09:30', 0, 4],
  [4, '16:00', 1, 0],
  [5, '10:00', 3, 1],
  [5, '12:00', 2, 4],
  [3, '11:00', 0, 3],
  [3, '11:00', 1, 4],
  [3, '11:00', 2, 0],
  [3, '11:00', 3, 2],
];

const ES_DAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const ES_LONG_DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const ES_MONTHS =
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');
const EN_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_LONG_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const EN_MONTHS =
  'January February March April May June July August September October November December'.split(' ');

/** The local date `days` after `iso` (YYYY-MM-DD): its date, weekday (0 = Sunday), day of the month, month. */
const dayAfter = (iso: string, days: number) => {
  const at = new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000);
  return {
    iso: at.toISOString().slice(0, 10),
    weekday: at.getUTCDay(),
    day: at.getUTCDate(),
    month: at.getUTCMonth(),
  };
};

/** A pattern of "9:30 a. m." for "09:30": the calendar's 12-hour clock in Spanish. */
const esTime = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours! % 12 || 12}:${String(minutes).padStart(2, '0')}\\s${hours! < 12 ? 'a' : 'p'}\\.\\sm\\.`;
};

/** Whether an element's content is wider than its box: a name cut, or a grid that scrolls sideways. */
const overflows = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1);

/** The week: seven day columns inside the screen, none of the calendar nor the page scrolling sideways. */
async function expectSevenDays(page: Page, width: number, region: string) {
  const days = page.locator('.rbc-time-content .rbc-day-slot');
  await expect(days).toHaveCount(7);
  const boxes = await days.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
  );
  for (const box of boxes)
    expect(box.x >= 0 && box.right <= width && box.width >= 100, `a day at ${box.x}, ${box.width} px`).toBe(
      true,
    );
  expect(await overflows(page.locator('.rbc-time-content'))).toBe(false);
  expect(await overflows(page.getByRole('region', { name: region }))).toBe(false);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

const dayHeaders = (page: Page) =>
  page.locator('.rbc-time-header .rbc-header').evaluateAll((cells) => cells.map((cell) => cell.textContent));

/** Every block's first line (the client, after the employee's badge) shows whole: not cut, not clipped. */
async function expectNamesShown(blocks: Locator) {
  for (const block of await blocks.all()) {
    const line = block.locator('.rbc-event-content > span > span').first();
    expect(await overflows(line), `${await block.getAttribute('title')}: the name is cut`).toBe(false);
    const [lineBox, blockBox] = [await line.boundingBox(), await block.boundingBox()];
    expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(blockBox!.y + blockBox!.height + 0.5);
  }
}

test('the week of four employees fits 1440×900 with its days named; one employee, the day view, five employees and the phone', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'week.fit',
    salonTitle: 'Salón Semana',
    serviceName: 'Corte',
    employee: STAFF[0]!,
  });
  await breakAtOne(baseURL!, token, salonId);
  const employees = [employee];
  for (const name of STAFF.slice(1))
    employees.push(
      await employeeViaApi(baseURL!, token, salonId, service._id, {
        firstName: name.firstName,
        lastName: name.lastName,
        email: uniqueEmail('week.fit.employee'),
      }),
    );
  const clients = [client];
  for (const [index, name] of CLIENTS.slice(1).entries()) {
    const [firstName, lastName] = name.split(' ');
    clients.push(
      await clientViaApi(baseURL!, token, salonId, {
        firstName: firstName!,
        lastName: lastName!,
        email: uniqueEmail(`week.fit.client${index}`),
        phoneNumber: `+58 412 555 03${String(index).padStart(2, '0')}`,
      }),
    );
  }
  // Next week, Monday to Saturday, 45 minutes each: days that both languages' weeks hold.
  const today = caracasDate(0);
  const daysToMonday = (8 - today.weekday) % 7 || 7;
  const monday = dayAfter(today.iso, daysToMonday);
  for (const [day, start, staff, who] of BOOKINGS) {
    const at = caracasInstant(dayAfter(monday.iso, day).iso, start);
    await appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: clients[who]!._id,
      service_id: service._id,
      employee_id: employees[staff]!._id,
      start: at,
      end: new Date(Date.parse(at) + 45 * 60_000).toISOString(),
    });
  }
  const week = Array.from({ length: 7 }, (_, index) => dayAfter(monday.iso, index));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, owner.email, owner.password);
  await page.goto('/es-ve/dashboard/appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  const blocks = page.locator('.rbc-time-content .rbc-event');
  await expect(blocks).toHaveCount(BOOKINGS.length);

  // Four employees: the whole team in seven day columns, each day named by weekday and day number.
  await expectSevenDays(page, 1440, 'Calendario de citas');
  expect(await dayHeaders(page)).toEqual(week.map((day) => `${ES_DAYS[day.weekday]} ${day.day}`));
  const staffBar = page.getByRole('group', { name: 'Equipo que se muestra en la semana' });
  await expect(staffBar.getByRole('button')).toHaveCount(STAFF.length + 1);
  await expect(
    staffBar.getByRole('button', { name: `Todo el equipo, ${BOOKINGS.length} citas` }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Each block says who it is with by the employee's initials on their colour (the bar is their key), and its
  // title holds the whole text with the employee's name. A block alone at its time shows its client's name
  // whole; four at once share the day and keep at least their badges in view.
  for (const [index, [day, start, staff, who]] of BOOKINGS.entries()) {
    const name = `${STAFF[staff]!.firstName} ${STAFF[staff]!.lastName}`;
    const title = new RegExp(`^${esTime(start)} – .*: ${CLIENTS[who]} · .* · con ${name}$`);
    const titles = await blocks.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('title') ?? ''),
    );
    expect(
      titles.filter((one) => title.test(one)),
      `booking ${index}`,
    ).toHaveLength(1);
    const block = blocks.nth(titles.findIndex((one) => title.test(one)));
    const badge = block.locator(`[data-staff-badge="${STAFF[staff]!.initials}"]`);
    await expect(badge).toBeVisible();
    expect(await overflows(badge)).toBe(false);
    const alone = BOOKINGS.filter((other) => other[0] === day && other[1] === start).length === 1;
    if (alone) await expectNamesShown(block);
    await expect(staffBar.getByRole('button', { name: new RegExp(`^${name}, \\d+ citas?$`) })).toBeVisible();
  }
  await expect(
    page.locator('.rbc-time-gutter .rbc-label').filter({ hasText: /^10:00\sa\.\sm\.$/ }),
  ).toHaveCount(1);
  expect(await page.locator('.rbc-closed-slot').count()).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('week-team-es.png') });
  await expectAccessible(page, 'calendar: the week of four employees');

  // One employee's week: only theirs, without badges, every name whole on its first line.
  await staffBar.getByRole('button', { name: 'Carolina Fernández, 3 citas' }).click();
  await expect(page).toHaveURL(/[?&]staff=/);
  await expect(blocks).toHaveCount(3);
  await expect(page.locator('.rbc-time-content [data-staff-badge]')).toHaveCount(0);
  await expectNamesShown(blocks);
  await expectSevenDays(page, 1440, 'Calendario de citas');

  // A day's heading opens its day: titled in words, a lane per employee, each name whole above it.
  await page.locator('.rbc-time-header .rbc-header').first().getByRole('button').click();
  await expect(page.locator('.rbc-toolbar-label')).toHaveText(
    `${ES_LONG_DAYS[monday.weekday]} ${monday.day} de ${ES_MONTHS[monday.month]}`,
  );
  const laneNames = page.locator('.rbc-resource-grouping > .rbc-row:nth-child(2) > .rbc-header');
  await expect(laneNames).toHaveCount(STAFF.length);
  for (const lane of await laneNames.all()) expect(await overflows(lane)).toBe(false);
  await expect(blocks).toHaveCount(2);
  await expectAccessible(page, 'calendar: the day view');

  // English: "Mon 14" in the week, "Monday, December 14" for the day.
  await page.goto('/en-ve/dashboard/appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // The English week starts on Sunday: next Monday is in this one only when today is Sunday.
  if (today.weekday !== 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
  const sunday = dayAfter(monday.iso, -1);
  expect(await dayHeaders(page)).toEqual(
    Array.from({ length: 7 }, (_, index) => dayAfter(sunday.iso, index)).map(
      (day) => `${EN_DAYS[day.weekday]} ${day.day}`,
    ),
  );
  await expectSevenDays(page, 1440, 'Appointment calendar');
  await page.locator('.rbc-time-header .rbc-header').nth(1).getByRole('button').click();
  await expect(page.locator('.rbc-toolbar-label')).toHaveText(
    `${EN_LONG_DAYS[monday.weekday]}, ${EN_MONTHS[monday.month]} ${monday.day}`,
  );

  // Dark mode: the badges and the bar keep their contrast.
  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })));
  await page.goto('/es-ve/dashboard/appointment?staff=all');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(blocks).toHaveCount(BOOKINGS.length);
  await page.screenshot({ path: test.info().outputPath('week-team-es-dark.png') });
  await expectAccessible(page, 'calendar: the week of four employees, dark mode');

  // A fifth employee: the week opens on one employee's week (the first with appointments), the team a click away.
  await employeeViaApi(baseURL!, token, salonId, service._id, {
    firstName: 'Beatriz',
    lastName: 'Salas',
    email: uniqueEmail('week.fit.employee'),
  });
  await page.goto('/es-ve/dashboard/appointment');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(staffBar.getByRole('button')).toHaveCount(STAFF.length + 2);
  await expect(staffBar.getByRole('button', { name: 'Ana Briceño, 3 citas' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(blocks).toHaveCount(3);
  await staffBar.getByRole('button', { name: /^Todo el equipo/ }).click();
  await expect(blocks).toHaveCount(BOOKINGS.length);
  await expectSevenDays(page, 1440, 'Calendario de citas');

  // The phone keeps its one-day agenda, one employee's lane at a time: next Monday opens on Carolina's lane,
  // the first with appointments that day.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es-ve/dashboard/appointment');
  const lanes = page.getByRole('group', { name: 'Empleado que se muestra' });
  await expect(lanes).toBeVisible();
  for (let day = 0; day < daysToMonday; day++)
    await page.getByRole('button', { name: 'Día siguiente' }).click();
  await expect(lanes.getByRole('button', { name: 'Carolina Fernández, 1 cita' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('.rbc-time-content .rbc-day-slot')).toHaveCount(1);
  await expect(blocks).toHaveCount(1);
  await expect(blocks).toContainText('Valentina Rodríguez');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  await expectAccessible(page, 'calendar: the phone agenda');
});
