import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { bookableSalonViaApi, caracasDate } from '../support/appointments';
import { RADIUS_AREA } from '../support/business';
import { salonSettingsViaApi, verifySalonViaAdmin } from '../support/booking';
import { BOOKING_TEXT as TEXT, bookAsClient, dayName } from '../support/booking-client';
import { expectAccessible, lastMailTo, signInViaApi, uniqueEmail } from '../support/fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** What the page throws from now on (the booking page runs its own build: book.html, with Preact). */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The map's tiles cannot load on this closed network: resources failing is not the page's error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

test('a client books "anyone" on the booking page after proving the e-mail; moves it from their visit page; the owner finds it online in the calendar', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId } = await bookableSalonViaApi(baseURL!, {
    prefix: 'book',
    salonTitle: 'Salón Reservas',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);

  // Not verified yet: the page says so and offers no booking.
  const client = await browser.newContext(PHONE);
  const booking = await client.newPage();
  await booking.goto(`/es-ve/book/${slug}`);
  await expect(booking.getByRole('heading', { level: 1, name: 'Salón Reservas' })).toBeVisible();
  await expect(booking.getByText('La reserva en línea no está disponible')).toBeVisible();
  await expectAccessible(booking, 'reservas: salón sin verificar');

  // The owner's settings tab shows the link to share; verified, the salon takes bookings.
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/salon/profile?tab=booking');
  await expect(
    page.getByRole('heading', { name: 'Online booking, reminders and cancellations' }),
  ).toBeVisible();
  await expect(
    page.getByText('Your salon is not verified yet: it can take online bookings once it is.'),
  ).toBeVisible();
  await expect(page.getByTestId('booking-link')).toHaveText(new RegExp(`/en-ve/book/${slug}$`));
  await expectAccessible(page, 'salon profile: booking & clients');
  const [qr] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download QR code' }).click(),
  ]);
  expect(qr.suggestedFilename()).toBe(`${slug}-qr.png`);
  const png = await readFile((await qr.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  await verifySalonViaAdmin(baseURL!, salonId);

  const errors = pageErrors(booking);
  await booking.goto(`/en-ve/book/${slug}`);
  await expect(booking.getByRole('checkbox', { name: /Corte/ })).toBeVisible();
  await expectAccessible(booking, 'booking page: services');
  // The salon's map on demand (Leaflet, loaded on the click).
  await booking.getByRole('button', { name: 'Show map' }).click();
  await expect(booking.locator('.leaflet-container')).toBeVisible();
  const email = uniqueEmail('book.carla');
  await bookAsClient(booking, { lang: 'en-ve', service: 'Corte', email });
  await expectAccessible(booking, 'booking page: code step');
  await booking.getByRole('button', { name: TEXT['en-ve'].confirm }).click();
  await expect(booking.getByRole('heading', { name: 'You are booked!' })).toBeVisible();
  await expectAccessible(booking, 'booking page: confirmation');
  expect(errors, 'errors thrown on the booking page').toEqual([]);
  await lastMailTo(email, /Appointment confirmed/);

  // From the confirmation, the client's own page: they move the visit an hour later.
  await booking.getByRole('link', { name: 'See my appointment' }).click();
  await booking.getByRole('button', { name: 'Change the time' }).click();
  await expect(booking.getByRole('heading', { name: 'Choose a new time' })).toBeVisible();
  const tomorrow = dayName(caracasDate(1).iso, 'en-ve');
  await booking.getByRole('button', { name: new RegExp(`^${tomorrow}$`, 'i') }).click();
  await booking
    .getByRole('group', { name: `Free times on ${tomorrow}` })
    .getByRole('button', { name: /^11:00/ })
    .click();
  await expectAccessible(booking, 'visit page: change the time');
  await booking.getByRole('button', { name: /^Move to/ }).click();
  await expect(booking.getByText(/^Your appointment is now on/)).toBeVisible();
  await lastMailTo(email, /Appointment changed/);

  // In the owner's calendar, tomorrow: the visit, marked online.
  await page.goto('/en-ve/dashboard/appointment');
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const event = page.locator('.rbc-event').filter({ hasText: 'Carla Suárez' });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText('11:00');
  await expect(event).toHaveAttribute('title', /Online/);
  await event.click();
  await expect(
    page.getByRole('dialog').getByText('The client booked this appointment online, on your booking page.'),
  ).toBeVisible();
  await client.close();
});

test('a salon that approves online bookings gets a freelancer visit with its travel fee as pending (Spanish, phone)', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId } = await bookableSalonViaApi(baseURL!, {
    prefix: 'bookfree',
    salonTitle: 'Ana a domicilio',
    serviceName: 'Manicure',
    employee: { firstName: 'Ana', lastName: 'Rivas' },
    area: RADIUS_AREA,
    priceType: 'starting_from',
  });
  await verifySalonViaAdmin(baseURL!, salonId);
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId, { online_approval: 'true' });

  const client = await browser.newContext(PHONE);
  const booking = await client.newPage();
  const errors = pageErrors(booking);
  await booking.goto(`/es-ve/book/${slug}`);
  await expect(booking.getByRole('heading', { level: 1, name: 'Ana a domicilio' })).toBeVisible();
  // A starting price says so; no floating settings button covers the page on a phone.
  await expect(booking.getByText('desde $20,00')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Ajustes' })).toHaveCount(0);
  await expectAccessible(booking, 'reservas: freelancer');
  // The header's language menu switches the page, and back.
  await booking.getByRole('button', { name: 'Cambiar idioma' }).click();
  await booking.getByRole('menuitem', { name: /English/ }).click();
  await expect(booking).toHaveURL(new RegExp(`/en-ve/book/${slug}$`));
  await expect(booking.getByText('from $20.00')).toBeVisible();
  await expect(booking.getByRole('button', { name: 'Settings' })).toHaveCount(0);
  await booking.getByRole('button', { name: 'Change language' }).click();
  await booking.getByRole('menuitem', { name: /Español/ }).click();
  await expect(booking.getByText('desde $20,00')).toBeVisible();
  const email = uniqueEmail('bookfree.carla');
  await bookAsClient(booking, {
    lang: 'es-ve',
    service: 'Manicure',
    email,
    visit: async () => {
      // The map to place the visit (Leaflet under the booking page's Preact build) is drawn.
      await expect(booking.locator('.leaflet-container')).toBeVisible();
      await booking
        .getByRole('textbox', { name: /^Dirección/ })
        .fill('Av. Francisco de Miranda, Parque Cristal');
      await booking.getByRole('textbox', { name: /^Ciudad/ }).fill('Caracas');
      await booking.getByLabel('Latitud').fill('10.4961');
      await booking.getByLabel('Longitud').fill('-66.8466');
    },
  });
  await expect(booking.getByText('Traslado: $5,00')).toBeVisible();
  await expect(booking.getByText('desde $25,00')).toBeVisible();
  await expectAccessible(booking, 'reservas: paso del código');
  await booking.getByRole('button', { name: TEXT['es-ve'].confirm }).click();
  await expect(booking.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible();
  await expect(booking.getByText('Manicure: desde $20,00')).toBeVisible();
  expect(errors, 'errors thrown on the booking page').toEqual([]);
  await lastMailTo(email, /Solicitud de cita recibida|Appointment request received/);

  // The owner sees it pending, online, with the travel fee.
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/appointment/list');
  const row = page.getByRole('row', { name: /Carla Suárez/ });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Online')).toBeVisible();
  await client.close();
});
