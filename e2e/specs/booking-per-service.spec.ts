import { expect, test, type Page } from '@playwright/test';
import { caracasDate, twoServiceSalon } from '../support/appointments';
import { salonSettingsViaApi, verifySalonViaAdmin } from '../support/booking';
import { BOOKING_TEXT as TEXT, dayName } from '../support/booking-client';
import { codeIn, expectAccessible, lastMailTo, uniqueEmail } from '../support/fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Whether the page scrolls sideways (it must not at phone width). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a client books a cut with Luis and a manicure with Rosa, a person per service, by keyboard on a phone; the confirmation and the mail list both', async ({
  browser,
  baseURL,
}) => {
  // Luis does only the cut and Rosa only the manicure: no one person could take both.
  const { token, salonId } = await twoServiceSalon(baseURL!, 'bookeach');
  await verifySalonViaAdmin(baseURL!, salonId);
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);

  const client = await browser.newContext(PHONE);
  const page = await client.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  // In Spanish first: the step offers a person per service, as the only way here.
  await page.goto(`/es-ve/book/${slug}`);
  await page.getByRole('checkbox', { name: /Corte/ }).check();
  await page.getByRole('checkbox', { name: /Manicure/ }).check();
  await page.getByRole('button', { name: TEXT['es-ve'].next, exact: true }).click();
  await expect(page.getByRole('radio', { name: /Una persona para todo/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Una persona por servicio/ })).toBeChecked();
  await expect(page.getByRole('radiogroup', { name: '¿Quién hace Corte?' })).toBeVisible();
  await expectAccessible(page, 'reservas: una persona por servicio');

  await page.goto(`/en-ve/book/${slug}`);
  await page.getByRole('checkbox', { name: /Corte/ }).check();
  await page.getByRole('checkbox', { name: /Manicure/ }).check();
  await page.getByRole('button', { name: TEXT['en-ve'].next, exact: true }).click();
  await expect(
    page.getByText('No one here does all of these services: choose a person for each one.'),
  ).toBeVisible();
  // By keyboard: each group starts on "Anyone"; an arrow moves to the person.
  for (const [service, person] of [
    ['Corte', 'Luis'],
    ['Manicure', 'Rosa'],
  ] as const) {
    const group = page.getByRole('radiogroup', { name: `Who does ${service}?` });
    await group.getByRole('radio', { name: 'Anyone' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: person })).toBeChecked();
  }
  expect(await scrollsSideways(page), 'sideways scroll at 390 px').toBe(false);
  await expectAccessible(page, 'booking page: a person per service');
  await page.getByRole('button', { name: TEXT['en-ve'].next, exact: true }).click();

  // Tomorrow 10:00: Luis 10:00–11:00, then Rosa 11:00–12:00.
  const day = dayName(caracasDate(1).iso, 'en-ve');
  await page.getByRole('button', { name: new RegExp(`^${day}$`, 'i') }).click();
  await page
    .getByRole('group', { name: TEXT['en-ve'].timesOn(day) })
    .getByRole('button', { name: /^10:00/ })
    .click();
  await page.getByRole('button', { name: TEXT['en-ve'].next, exact: true }).click();
  const email = uniqueEmail('bookeach.carla');
  await page.getByRole('textbox', { name: TEXT['en-ve'].firstName }).fill('Carla');
  await page.getByRole('textbox', { name: TEXT['en-ve'].lastName }).fill('Suárez');
  await page.getByRole('textbox', { name: TEXT['en-ve'].email }).fill(email);
  await page.getByRole('textbox', { name: TEXT['en-ve'].phone }).fill('0412-555.01.99');
  await page.getByRole('button', { name: TEXT['en-ve'].sendCode }).click();
  await page
    .getByRole('textbox', { name: TEXT['en-ve'].code })
    .fill(codeIn(await lastMailTo(email, /code/i)));
  const summary = page.getByLabel('Your booking');
  await expect(summary.getByText('Corte with Luis')).toBeVisible();
  await expect(summary.getByText('Manicure with Rosa')).toBeVisible();
  await page.getByRole('button', { name: TEXT['en-ve'].confirm }).click();

  await expect(page.getByRole('heading', { name: 'You are booked!' })).toBeVisible();
  await expect(page.getByText('Corte with Luis: $20.00')).toBeVisible();
  await expect(page.getByText('Manicure with Rosa: $20.00')).toBeVisible();
  expect(await scrollsSideways(page), 'sideways scroll at 390 px').toBe(false);
  await expectAccessible(page, 'booking page: confirmation of a shared visit');
  expect(errors, 'errors thrown on the booking page').toEqual([]);

  // One confirmation for the visit, each part with who does it.
  const mail = await lastMailTo(email, /Appointment confirmed/);
  expect(mail.text).toMatch(/10:00.*Corte · Luis Mora/);
  expect(mail.text).toMatch(/11:00.*Manicure · Rosa Páez/);
  await client.close();
});
