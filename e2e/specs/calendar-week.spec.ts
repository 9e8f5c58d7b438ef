import { expect, test, type Page } from '@playwright/test';
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
  { firstName: 'Luis', lastName: 'Mora' },
  { firstName: 'Carolina', lastName: 'Fernández' },
  { firstName: 'José Gregorio', lastName: 'Hernández' },
  { firstName: 'Ana', lastName: 'Briceño' },
  { firstName: 'Daniela', lastName: 'Castillo' },
];
const CLIENTS = [
  'María González',
  'Valentina Rodríguez',
  'Alejandro Maldonado',
  'Gabriela Sánchez',
  'Pedro Díaz',
];

type Box = { x: number; y: number; width: number; height: number };
const disjoint = (a: Box, b: Box) =>
  a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** The week's blocks: each shows its time and client, and no two blocks overlap on screen. */
async function expectReadableWeek(page: Page, label: string) {
  const blocks = page.locator('.rbc-time-content .rbc-event');
  await expect(blocks).toHaveCount(CLIENTS.length);
  for (const client of CLIENTS) {
    const block = blocks.filter({ hasText: client });
    await expect(block).toHaveCount(1);
    await expect(block).toContainText(/10:00\sAM/);
    // Time and client on the block's first line: one line (cut by an ellipsis if need be), never wrapped.
    const line = block.locator('.rbc-event-content > span > span').first();
    await expect(line).toContainText(client);
    const oneLine = await line.evaluate(
      (element) =>
        element.getBoundingClientRect().height < 1.6 * parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(oneLine, `${client}: time and name on one line`).toBe(true);
    await expect(block).toHaveAttribute('title', new RegExp(client));
  }
  const boxes = await blocks.evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
    }),
  );
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      expect(disjoint(boxes[i]!, boxes[j]!), `blocks ${i} and ${j} overlap`).toBe(true);

  // Each employee's name stands above that employee's lane: header cells and lanes start at the same x.
  const lefts = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().x)));
  const headerLefts = await lefts('.rbc-resource-grouping > .rbc-row:nth-child(2) > .rbc-header');
  const laneLefts = await lefts('.rbc-time-content > div:not(.rbc-time-gutter) > div');
  expect(headerLefts).toHaveLength(7 * STAFF.length);
  expect(laneLefts.length).toBe(headerLefts.length);
  headerLefts.forEach((x, index) => expect(Math.abs(x - laneLefts[index]!)).toBeLessThanOrEqual(1));

  // The lanes scroll sideways inside the grid, never the page.
  const grid = page.locator('.rbc-time-content');
  expect(await grid.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
  // The time gutter on the 12-hour clock, and the break and closed hours shaded.
  await expect(page.locator('.rbc-time-gutter .rbc-label').filter({ hasText: /^10:00\sAM$/ })).toHaveCount(1);
  expect(await page.locator('.rbc-closed-slot').count()).toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath(`calendar-week-${label}.png`) });
  await expectAccessible(page, `calendar: week with ${STAFF.length} employees, ${label}`);
}

test('the week with five employees is readable at 1280×800, in light and dark mode', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'week.lanes',
    salonTitle: 'Salón Semana',
    serviceName: 'Corte',
    employee: STAFF[0]!,
  });
  await breakAtOne(baseURL!, token, salonId);
  const employees = [employee];
  for (const name of STAFF.slice(1))
    employees.push(
      await employeeViaApi(baseURL!, token, salonId, service._id, {
        ...name,
        email: uniqueEmail('week.lanes.employee'),
      }),
    );
  const clients = [client];
  for (const [index, name] of CLIENTS.slice(1).entries()) {
    const [firstName, lastName] = name.split(' ');
    clients.push(
      await clientViaApi(baseURL!, token, salonId, {
        firstName: firstName!,
        lastName: lastName!,
        email: uniqueEmail(`week.lanes.client${index}`),
        phoneNumber: `+58 412 555 02${String(index).padStart(2, '0')}`,
      }),
    );
  }
  // Tomorrow at 10:00, half an hour each, one per employee: the same time in five lanes.
  const tomorrow = caracasDate(1);
  for (const [index, one] of employees.entries())
    await appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: clients[index]!._id,
      service_id: service._id,
      employee_id: one._id,
      start: caracasInstant(tomorrow.iso, '10:00'),
      end: caracasInstant(tomorrow.iso, '10:30'),
    });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, owner.email, owner.password);
  const openWeek = async () => {
    await page.goto('/en-ve/dashboard/appointment');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    // The English week starts on Sunday: a Sunday tomorrow is next week's.
    if (tomorrow.weekday === 0) await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.locator('.rbc-time-header').getByText('Daniela Castillo').first()).toBeAttached();
  };
  await openWeek();
  await expectReadableWeek(page, 'light');

  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })));
  await openWeek();
  await expectReadableWeek(page, 'dark');
});
