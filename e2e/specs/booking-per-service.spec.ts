import { expect, test, type Page } from '@playwright/test';
import { busyViaApi, caracasDate, clientViaApi, twoServiceSalon } from '../support/appointments';
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
  const { token, salonId, manicure, second } = await twoServiceSalon(baseURL!, 'bookeach');
  await verifySalonViaAdmin(baseURL!, salonId);
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);
  // Rosa's days are full for a week: the visit fits no day the page shows first.
  const pedro = await clientViaApi(baseURL!, token, salonId, {
    firstName: 'Pedro',
    lastName: 'Díaz',
    email: uniqueEmail('bookeach.pedro'),
    phoneNumber: '+58 412 555 0144',
  });
  const rosa = { salonId, serviceId: manicure._id, employeeId: second._id, clientId: pedro._id };
  for (let day = 0; day < 7; day++) {
    await busyViaApi(baseURL!, token, rosa, caracasDate(day).iso, '09:00', '19:00');
  }

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
  // No time this week for both services: the next days with one, to go to.
  await page.getByRole('button', { name: TEXT['es-ve'].next, exact: true }).click();
  await expect(page.getByText('No hay horas libres esta semana. Prueba con la siguiente.')).toBeVisible();
  await expect(
    page
      .getByRole('group', { name: 'Próximos días con horas libres para todos tus servicios' })
      .getByRole('button'),
  ).toHaveCount(5);
  await expectAccessible(page, 'reservas: próximos días con horas libres');

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

  // The first day it fits is a week ahead: one tap goes there. At 10:00, Luis 10:00–11:00, then Rosa.
  await expect(page.getByText('No free times this week. Try the next week.')).toBeVisible();
  await page
    .getByRole('group', { name: 'Next days with a free time for all your services' })
    .getByRole('button')
    .first()
    .click();
  const day = dayName(caracasDate(7).iso, 'en-ve');
  await expect(page.getByRole('button', { name: new RegExp(`^${day}$`, 'i') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
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
