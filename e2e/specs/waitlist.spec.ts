import { expect, test } from '@playwright/test';
import { bookableSalonViaApi } from '../support/appointments';
import { salonSettingsViaApi, verifySalonViaAdmin } from '../support/booking';
import { BOOKING_TEXT as TEXT } from '../support/booking-client';
import { codeIn, expectAccessible, lastMailTo, signInViaApi, uniqueEmail } from '../support/fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('staff put a client on the waitlist and take one off; a client joins it from the booking page with the e-mailed code', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId } = await bookableSalonViaApi(baseURL!, {
    prefix: 'wait',
    salonTitle: 'Salón Espera',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  await verifySalonViaAdmin(baseURL!, salonId);
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);

  // The staff screen: empty, then María added with times of day, in the list's first place.
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/waitlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Waitlist' })).toBeVisible();
  await expect(page.getByText(/No one is waiting/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Waitlist' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'waitlist: empty');
  await page.getByRole('button', { name: 'Add to waitlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the waitlist' });
  await dialog.getByRole('combobox', { name: 'Client' }).fill('María');
  await page.getByRole('option', { name: /María González/ }).click();
  await dialog.getByRole('combobox', { name: /^Service/ }).click();
  await page.getByRole('option', { name: /Corte/ }).click();
  await dialog.getByLabel('From', { exact: true }).fill('17:00');
  await dialog.getByLabel('Until', { exact: true }).fill('16:00');
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(dialog.getByText('The end time must be after the start time')).toBeVisible();
  await expectAccessible(page, 'waitlist: add dialog with an error');
  await dialog.getByLabel('Until', { exact: true }).fill('19:00');
  await dialog.getByLabel('Note').fill('Prefiere la tarde');
  await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
  await expect(page.getByText('María González is on the waitlist (place 1).')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'María González' });
  await expect(row).toContainText('Prefiere la tarde');
  await expect(row).toContainText('With: Anyone');

  // In Spanish, the same list; María taken off after the question.
  await page.goto('/es-ve/dashboard/waitlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de espera' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'María González' })).toContainText('Con: Cualquiera');
  await expectAccessible(page, 'lista de espera');
  await page.getByRole('button', { name: 'Retirar a María González de la lista de espera' }).click();
  const question = page.getByRole('dialog', { name: '¿Retirar de la lista de espera?' });
  await expectAccessible(page, 'lista de espera: retirar');
  await question.getByRole('button', { name: 'Retirar' }).click();
  await expect(page.getByText('María González salió de la lista de espera.')).toBeVisible();
  await expect(page.getByText(/Nadie está esperando/)).toBeVisible();
  await page.getByRole('tab', { name: 'Todas' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'María González' })).toContainText('Retirado');

  // A client on a phone: Corte, anyone, "Nothing suits?", the days shown, the details and the code.
  const context = await browser.newContext(PHONE);
  const booking = await context.newPage();
  await booking.goto(`/en-ve/book/${slug}`);
  const text = TEXT['en-ve'];
  await booking.getByRole('checkbox', { name: /Corte/ }).check();
  await booking.getByRole('button', { name: text.next, exact: true }).click();
  await booking.getByRole('radio', { name: text.anyone }).check();
  await booking.getByRole('button', { name: text.next, exact: true }).click();
  await booking.getByRole('button', { name: 'Nothing suits? Join the waitlist' }).click();
  await expect(booking.getByRole('heading', { name: 'Which days and times suit you?' })).toBeVisible();
  await expect(booking.getByText('For: Corte with anyone')).toBeVisible();
  await expectAccessible(booking, 'booking page: waitlist days');
  await booking.getByRole('button', { name: text.next, exact: true }).click();
  const email = uniqueEmail('wait.carla');
  await booking.getByRole('textbox', { name: text.firstName }).fill('Carla');
  await booking.getByRole('textbox', { name: text.lastName }).fill('Suárez');
  await booking.getByRole('textbox', { name: text.email }).fill(email);
  await booking.getByRole('textbox', { name: text.phone }).fill('0412-555.01.99');
  await booking.getByRole('button', { name: text.sendCode }).click();
  const mail = await lastMailTo(email, /código|code/i);
  await booking.getByRole('textbox', { name: text.code }).fill(codeIn(mail));
  await expectAccessible(booking, 'booking page: waitlist code');
  await booking.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(booking.getByRole('heading', { name: "You're on the waitlist" })).toBeVisible();
  await expect(booking.getByText(`We'll write to you at ${email} when a time frees up.`)).toBeVisible();
  await expectAccessible(booking, 'booking page: on the waitlist');
  // No horizontal scroll on the phone.
  expect(await booking.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();

  // The staff list shows her, joined online.
  await page.goto('/en-ve/dashboard/waitlist');
  await expect(page.getByRole('row').filter({ hasText: 'Carla Suárez' })).toContainText('Joined online');
  // On a phone the entries are cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('row').filter({ hasText: 'Carla Suárez' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'waitlist: phone');
});
