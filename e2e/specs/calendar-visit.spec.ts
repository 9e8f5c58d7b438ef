import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  employeeViaApi,
  serviceViaApi,
} from '../support/appointments';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

/*
 * A visit of several services on the staff calendar: its parts carry the same mark and say which
 * part they are, and a part dragged to another time asks whether the whole visit moves.
 */

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1/business`;

interface Part {
  _id: string;
  start: string;
  end: string;
  visit_id: string | null;
  service: { name: string };
}

/** The salon's appointments of a Caracas day, as the calendar asks for them. */
async function dayAppointments(baseURL: string, token: string, salonId: string, iso: string) {
  const query = new URLSearchParams({
    salon_id: salonId,
    from: caracasInstant(iso, '00:00'),
    to: caracasInstant(iso, '23:59'),
  });
  const answer = await fetch(`${api(baseURL)}/appointment?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: Part[] }).data;
}

/** The calendar's week of tomorrow (through the day view: the week then holds tomorrow, Sunday or not). */
async function openTomorrowsWeek(page: Page) {
  await page.goto('/en-ve/dashboard/appointment');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Staff shown in the week' })).toBeVisible();
}

/** Both parts show the visit's link icon and edge, and say which part they are in title and name. */
async function expectMarkedParts(page: Page, corte: Locator, barba: Locator) {
  // The whole team's week names each part's employee last.
  await expect(corte).toHaveAttribute(
    'title',
    /María González · Corte · Reserved · Part 1 of 2 of a visit · with Luis Mora$/,
  );
  await expect(barba).toHaveAttribute(
    'title',
    /María González · Barba · Reserved · Part 2 of 2 of a visit · with Rosa Páez$/,
  );
  await expect(page.getByRole('button', { name: /Barba · Reserved Part 2 of 2 of a visit/ })).toHaveCount(1);
  for (const part of [corte, barba]) await expect(part.locator('[data-visit-mark]')).toBeVisible();
  const shadows = await Promise.all(
    [corte, barba].map((part) => part.evaluate((element) => getComputedStyle(element).boxShadow)),
  );
  expect(shadows[0]).toMatch(/inset/);
  expect(shadows[0]).toBe(shadows[1]);
}

test('the parts of a visit are marked in the week, and dragging one moves the whole visit when asked', async ({
  page,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'visitmark',
    salonTitle: 'Salón Visita',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const barbaService = await serviceViaApi(baseURL!, token, salonId, 'Barba', { group: 'Barbería' });
  const rosa = await employeeViaApi(baseURL!, token, salonId, barbaService._id, {
    firstName: 'Rosa',
    lastName: 'Páez',
    email: uniqueEmail('visitmark.rosa'),
  });
  const tomorrow = caracasDate(1).iso;
  // Corte with Luis at 10:00, then Barba with Rosa at 11:00: one visit; and one appointment of its own.
  await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: client._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(tomorrow, '10:00'),
    next_services: [{ service_id: barbaService._id, employee_id: rosa._id }],
  });
  await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: client._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(tomorrow, '15:00'),
  });
  const booked = await dayAppointments(baseURL!, token, salonId, tomorrow);
  const firstPart = booked.find((one) => one.service.name === 'Corte' && one.visit_id)!;
  const secondPart = booked.find((one) => one.service.name === 'Barba')!;
  expect(secondPart.visit_id).toBe(firstPart._id);
  expect(secondPart.start).toBe(caracasInstant(tomorrow, '11:00'));

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInViaApi(page, owner.email, owner.password);
  await openTomorrowsWeek(page);
  const blocks = page.locator('.rbc-time-content .rbc-event');
  const corte = blocks.filter({ hasText: 'Corte' }).filter({ has: page.locator('[data-visit-mark]') });
  const barba = blocks.filter({ hasText: 'Barba' });
  const alone = blocks.filter({ hasText: /3:00\sPM/ });
  await expect(blocks).toHaveCount(3);
  await expect(corte).toHaveCount(1);
  await expectMarkedParts(page, corte, barba);
  // The appointment of its own has no mark and says nothing of a visit.
  await expect(alone.locator('[data-visit-mark]')).toHaveCount(0);
  await expect(alone).not.toHaveAttribute('title', /visit/);
  await page.screenshot({ path: test.info().outputPath('visit-week-light.png') });
  await expectAccessible(page, 'calendar: week with a visit of two services');

  // Barba dragged two hours later in its day, by its middle (its edges are resize handles). The grid
  // first scrolls to 10:00, so that the two hours below the block are on the screen too.
  const hours = page.locator('.rbc-time-content .rbc-day-slot').first().locator('.rbc-timeslot-group');
  await page
    .locator('.rbc-time-content')
    .evaluate(
      (grid, top) => (grid.scrollTop = top),
      await hours.nth(10).evaluate((ten) => (ten as HTMLElement).offsetTop),
    );
  const hour = (await hours.nth(11).boundingBox())!.y - (await hours.nth(10).boundingBox())!.y;
  const box = (await barba.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  expect(y + 2 * hour, 'the drop point is on the screen').toBeLessThan(page.viewportSize()!.height);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 3 });
  await page.mouse.move(x, y + 2 * hour, { steps: 10 });
  await page.mouse.up();

  const question = page.getByRole('dialog', { name: 'Move the whole visit?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Barba for María González is one service of a visit of several.');
  await expect(question.getByRole('button', { name: 'Move the whole visit' })).toBeFocused();
  await expectAccessible(page, 'calendar: move the whole visit?');
  await question.getByRole('button', { name: 'Move the whole visit' }).click();
  await expect(page.getByText('Appointment updated')).toBeVisible();
  await expect(question).toBeHidden();

  // Both parts moved by the two hours, the other appointment stayed.
  const after = await dayAppointments(baseURL!, token, salonId, tomorrow);
  const startOf = (id: string) => after.find((one) => one._id === id)!.start;
  expect(startOf(firstPart._id)).toBe(caracasInstant(tomorrow, '12:00'));
  expect(startOf(secondPart._id)).toBe(caracasInstant(tomorrow, '13:00'));
  expect(after.find((one) => !one.visit_id)!.start).toBe(caracasInstant(tomorrow, '15:00'));
  await expect(corte).toHaveAttribute('title', /^12:00\sPM – 1:00\sPM/);
  await expect(barba).toHaveAttribute('title', /^1:00\sPM – 2:00\sPM/);

  await page.evaluate(() => localStorage.setItem('settings', JSON.stringify({ mode: 'dark' })));
  await openTomorrowsWeek(page);
  await expectMarkedParts(page, corte, barba);
  await page.screenshot({ path: test.info().outputPath('visit-week-dark.png') });
  await expectAccessible(page, 'calendar: week with a visit of two services, dark');
});
