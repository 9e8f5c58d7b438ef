import { expect, test, type Page } from '@playwright/test';
import { bookableSalonViaApi } from '../support/appointments';
import { salonSettingsViaApi, verifySalonViaAdmin } from '../support/booking';
import { BOOKING_TEXT, bookAsClient } from '../support/booking-client';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll, 'page wider than the screen').toBeLessThanOrEqual(widths.inner);
}

test('deposits without cards: the owner asks for one, a client books, pays by pago móvil and reports it; the owner confirms it and the visit page says so', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId } = await bookableSalonViaApi(baseURL!, {
    prefix: 'deposit',
    salonTitle: 'Salón Depósitos',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);
  await verifySalonViaAdmin(baseURL!, salonId);

  // The owner turns deposits on in the booking tab: $5 of every booking, paid by pago móvil.
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/salon/profile?tab=booking');
  await expect(page.getByRole('heading', { name: 'Deposits' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Deposit' }).click();
  await page.getByRole('option', { name: 'A fixed amount' }).click();
  await page.getByRole('textbox', { name: 'Amount (dollars)' }).fill('5');
  await page.getByRole('textbox', { name: /^Also for bookings from/ }).fill('0');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // No way to pay yet: refused before anything is sent.
  await expect(
    page.getByText('Give at least one payment method: pago móvil, Zelle or Binance'),
  ).toBeVisible();
  await page.getByRole('switch', { name: 'Pago móvil' }).check();
  // The bank is chosen from the Venezuelan banks by code, not typed.
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: '0102 · Banco de Venezuela' }).click();
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0414-555.01.23');
  await page.getByRole('textbox', { name: 'ID card or RIF' }).fill('J-12345678-9');
  await expectAccessible(page, 'salon booking tab: deposits');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The salon was updated.')).toBeVisible();

  // A client books on their phone, in Spanish: the booking waits for the deposit.
  const client = await browser.newContext(PHONE);
  const booking = await client.newPage();
  await booking.goto(`/es-ve/book/${slug}`);
  const email = uniqueEmail('deposit.carla');
  await bookAsClient(booking, { lang: 'es-ve', service: 'Corte', email });
  await booking.getByRole('button', { name: BOOKING_TEXT['es-ve'].confirm }).click();
  await expect(
    booking.getByRole('heading', { name: 'Paga el depósito para confirmar tu reserva' }),
  ).toBeVisible();
  await expect(booking.getByText(/Paga el depósito de \$5,00/)).toBeVisible();
  const payTo = booking.getByRole('region', { name: 'Dónde pagar' });
  await expect(payTo.getByText('0102 · Banco de Venezuela')).toBeVisible();
  await expect(payTo.getByText('0414-555.01.23')).toBeVisible();
  await expect(payTo.getByText('J-12345678-9')).toBeVisible();
  await expectAccessible(booking, 'reserva: depósito por pagar');
  await expectNoSidewaysScroll(booking);

  // On the visit page they report the pago móvil reference.
  await booking.getByRole('link', { name: 'Reportar mi pago' }).click();
  const section = booking.getByRole('region', { name: 'Depósito' });
  await expect(section.getByText('Esperando tu pago')).toBeVisible();
  await expectAccessible(booking, 'cita: depósito por reportar');
  const visitUrl = booking.url();
  const report = section.getByRole('form', { name: 'Reporta tu pago' });
  // The salon takes one method: it is already chosen.
  await expect(report.getByRole('radio', { name: 'Pago móvil' })).toBeChecked();
  await report.getByRole('textbox', { name: /Referencia del pago/ }).fill('00123456');
  await report.getByRole('button', { name: 'Reportar pago' }).click();
  await expect(section.getByText('El salón lo está revisando')).toBeVisible();
  await expect(section.getByRole('form')).toHaveCount(0);
  await expectAccessible(booking, 'cita: depósito reportado');

  // The owner sees it on the Deposits screen (at phone width) and confirms it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-ve/dashboard/deposits');
  const card = page.getByRole('article', { name: 'Carla Suárez' });
  await expect(card.getByText('Reported, to check')).toBeVisible();
  await expect(card.getByText('Pago móvil, reference 00123456')).toBeVisible();
  await expectAccessible(page, 'deposits: to see to');
  await expectNoSidewaysScroll(page);
  await card.getByRole('button', { name: 'Confirm the deposit of Carla Suárez' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm this deposit?' });
  await expect(dialog.getByText(/from Carla Suárez \(Pago móvil, reference 00123456\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, confirm' }).click();
  await expect(
    page.getByText('Deposit of Carla Suárez confirmed: the appointment is confirmed.'),
  ).toBeVisible();
  await expect(page.getByText('No deposits to see to.')).toBeVisible();
  await page.getByRole('tab', { name: 'All (90 days)' }).click();
  await expect(page.getByRole('article', { name: 'Carla Suárez' }).getByText('Confirmed')).toBeVisible();

  // The client's page now says it is paid, and the visit confirmed; in English too.
  await booking.goto(visitUrl);
  await expect(booking.getByRole('region', { name: 'Depósito' }).getByText('Pagado')).toBeVisible();
  await expect(booking.getByText('Confirmada', { exact: true })).toBeVisible();
  await booking.goto(visitUrl.replace('/es-ve/', '/en-ve/'));
  const paid = booking.getByRole('region', { name: 'Deposit' });
  await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
  await expect(
    paid.getByText('The salon received your deposit: it counts as part of what you pay.'),
  ).toBeVisible();
  await expectAccessible(booking, 'visit: deposit paid');
  await client.close();
});
