import { expect, test } from '@playwright/test';
import { appointmentViaApi, bookableSalonViaApi, caracasDate, caracasInstant } from '../support/appointments';
import { setPlanViaApi } from '../support/business';
import { expectAccessible, signInViaApi } from '../support/fixtures';
import { staffSignIn, staffWithAccessViaApi } from '../support/staff';

// The card is used on phones too: the whole flow at 390 px.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The owner makes the salon's private calendar link in the salon's settings, a calendar reads the
 * appointment from it (service and the client's first name), and once sharing stops the address answers 404.
 */
test('the owner shares the salon’s calendar feed, and stops sharing it', async ({ page, baseURL }) => {
  const world = await bookableSalonViaApi(baseURL!, {
    prefix: 'feed',
    salonTitle: 'Estudio Feed',
    serviceName: 'Corte feed',
    employee: { firstName: 'Carla', lastName: 'Mora' },
  });
  const day = caracasDate(2).iso;
  const visit = await appointmentViaApi(baseURL!, world.token, {
    salon_id: world.salonId,
    client_id: world.client._id,
    service_id: world.service._id,
    employee_id: world.employee._id,
    start: caracasInstant(day, '10:00'),
  });

  await signInViaApi(
    page,
    world.owner.email,
    world.owner.password,
    '/en-ve/dashboard/salon/profile?tab=calendar',
  );
  await expect(page.getByRole('heading', { level: 3, name: 'Calendar feed' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create link' });
  await create.focus();
  await page.keyboard.press('Enter');
  const link = page.getByRole('textbox', { name: 'Private calendar link' });
  await expect(link).toHaveValue(/\/api\/proxy\/api\/v1\/public\/calendar-feed\/[\w-]+\.ics$/);
  await expectAccessible(page, 'the salon’s calendar feed card, with its new link');
  // Nothing of the card is wider than the phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The calendar's fetch, at the address's path on this server (its host is the server's PUBLIC_URL).
  const path = new URL(await link.inputValue()).pathname;
  const feed = await page.request.get(path);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('X-WR-CALNAME:Estudio Feed');
  expect(ics).toContain(`UID:${visit._id}@`);
  expect(ics).toContain('SUMMARY:Corte feed · María');
  expect(ics).not.toContain('González');

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop sharing this calendar?' });
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Create link' })).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);
});

/**
 * An employee's own feed can be found: their account menu and their profile on the staff screen lead to it;
 * the owner reading that profile is told where the employee finds it.
 */
test('an employee finds their own calendar feed in their menu and on their profile', async ({
  page,
  browser,
  baseURL,
}) => {
  const world = await bookableSalonViaApi(baseURL!, {
    prefix: 'feedstaff',
    salonTitle: 'Estudio Feed Staff',
    serviceName: 'Corte staff',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  await setPlanViaApi(baseURL!, world.token, 'advanced_plan');
  const staff = await staffWithAccessViaApi(baseURL!, world.token, world.salonId, 'manager', 'feedstaff');
  await staffSignIn(page, staff);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My appointments in my calendar' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/account\?tab=calendar/);
  await expect(page.getByRole('button', { name: 'Create link' })).toBeVisible();
  await expectAccessible(page, 'the employee’s own calendar feed, from the account menu');

  await page.goto(`/en-ve/dashboard/employee/${staff.id}`);
  await page.getByRole('link', { name: 'Subscribe to my calendar' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/account\?tab=calendar/);
  await expect(page.getByRole('button', { name: 'Create link' })).toBeVisible();

  const owner = await browser.newPage();
  await signInViaApi(owner, world.owner.email, world.owner.password, `/es-ve/dashboard/employee/${staff.id}`);
  await expect(owner.getByRole('heading', { level: 2, name: 'Calendario en línea' })).toBeVisible();
  await expect(owner.getByText(/Carla puede ver sus citas en Google Calendar/)).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Suscribirme a mi calendario' })).toHaveCount(0);
  await expectAccessible(owner, 'perfil de un empleado: dónde encuentra su calendario');
  await owner.close();
});
