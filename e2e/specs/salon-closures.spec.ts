import { expect, test } from '@playwright/test';
import { appointmentViaApi, bookableSalonViaApi, caracasDate, caracasInstant } from '../support/appointments';
import { salonSettingsViaApi, verifySalonViaAdmin } from '../support/booking';
import { BOOKING_TEXT as TEXT, dayName } from '../support/booking-client';
import { expectAccessible, signInViaApi } from '../support/fixtures';

test('the owner accepts a national holiday and closes the salon a day; the booking page offers no time that day', async ({
  page,
  browser,
  baseURL,
}) => {
  const {
    owner,
    token,
    salonId,
    service,
    employee,
    client: booked,
  } = await bookableSalonViaApi(baseURL!, {
    prefix: 'closures',
    salonTitle: 'Salón Cerrado',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);
  await verifySalonViaAdmin(baseURL!, salonId);
  const closed = caracasDate(2).iso;
  const open = caracasDate(1).iso;
  const year = Number(caracasDate(0).iso.slice(0, 4));
  // A client already booked on the day about to close: she stays booked, and the owner is told.
  await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: booked._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(closed, '10:00'),
  });

  await signInViaApi(page, owner.email, owner.password, '/es-ve/dashboard/salon/profile?tab=closures');
  await expect(page.getByRole('heading', { name: 'Días cerrados y feriados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Feriados nacionales ${year}` })).toBeVisible();

  // A national holiday: switched on, the salon closes that day.
  const newYearsEve = page.getByRole('switch', { name: /^Fin de Año/ });
  await expect(newYearsEve).not.toBeChecked();
  await newYearsEve.click();
  await expect(page.getByText('El salón cierra ese feriado.')).toBeVisible();
  await expect(newYearsEve).toBeChecked();

  // A closure: the form refuses a closure without its reason, then adds it.
  await page.getByLabel('Primer día').fill(closed);
  await page.getByRole('button', { name: 'Agregar cierre' }).click();
  await expect(page.getByText('Escribe el motivo (hasta 80 caracteres)')).toBeVisible();
  await page.getByRole('textbox', { name: 'Motivo' }).fill('Vacaciones');
  await page.getByRole('button', { name: 'Agregar cierre' }).click();
  await expect(page.getByText('Se agregó el cierre.')).toBeVisible();
  await expect(
    page.getByText('Queda 1 cita reservada en esos días: muévela o cancélala desde la agenda.'),
  ).toBeVisible();
  const list = page.getByRole('region', { name: 'Cierres' });
  await expect(list.getByText('Vacaciones')).toBeVisible();
  await expectAccessible(page, 'salon profile: closed days');

  // The booking page: the closed day has no time to pick, the day before has.
  const client = await browser.newContext();
  const booking = await client.newPage();
  await booking.goto(`/es-ve/book/${slug}`);
  const text = TEXT['es-ve'];
  await booking.getByRole('checkbox', { name: /Corte/ }).check();
  await booking.getByRole('button', { name: text.next, exact: true }).click();
  await booking.getByRole('radio', { name: text.anyone }).check();
  await booking.getByRole('button', { name: text.next, exact: true }).click();
  const dayButton = (iso: string) =>
    booking.getByRole('button', { name: new RegExp(`^${dayName(iso, 'es-ve')}$`, 'i') });
  await expect(dayButton(open)).toBeEnabled();
  await expect(dayButton(closed)).toBeDisabled();
  await expectAccessible(booking, 'booking page: a closed day');
  await client.close();
});
