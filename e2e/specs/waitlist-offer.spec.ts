import { expect, test } from '@playwright/test';
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
} from '../support/appointments';
import { verifySalonViaAdmin } from '../support/booking';
import { expectAccessible, lastMailTo, uniqueEmail } from '../support/fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const OFFER_MAIL = /se liberó una hora|a time you were waiting for/;

/** The offer page's path in a caught mail: its token, whatever host the mail's link names. */
const offerToken = (text: string) => {
  const link = /https?:\/\/\S+\/waitlist\/([\w-]+)/.exec(text);
  expect(link, `an offer link in:\n${text}`).not.toBeNull();
  return link![1]!;
};

test('a cancelled visit frees a time: both waiting clients get the offer; the first to claim books it, the other link says it is gone', async ({
  browser,
  baseURL,
}) => {
  const { token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'offer',
    salonTitle: 'Salón Oferta',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  await verifySalonViaAdmin(baseURL!, salonId);
  const api = `${baseURL}/api/proxy/api/v1/business`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  // Tomorrow at 10:00 Luis (the only employee) is taken by María: nothing to offer for 10:00–11:00.
  const day = caracasDate(1).iso;
  const blocking = await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: client._id,
    service_id: service._id,
    employee_id: employee._id,
    start: caracasInstant(day, '10:00'),
  });
  // A salon keeps one client per phone: each has their own.
  const rosa = { email: uniqueEmail('offer.rosa'), firstName: 'Rosa', phone: '+58 412 555 0177' };
  const pedro = { email: uniqueEmail('offer.pedro'), firstName: 'Pedro', phone: '+58 412 555 0178' };
  for (const person of [rosa, pedro]) {
    const made = await clientViaApi(baseURL!, token, salonId, {
      firstName: person.firstName,
      lastName: 'Díaz',
      email: person.email,
      phoneNumber: person.phone,
    });
    const joined = await fetch(`${api}/waitlist`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        salon_id: salonId,
        client_id: made._id,
        service_id: service._id,
        employee_id: null,
        from_date: day,
        to_date: day,
        from_time: '10:00',
        to_time: '11:00',
        note: '',
      }),
    });
    expect(joined.status, await joined.clone().text()).toBe(200);
  }

  // The staff cancel María's visit: the time goes to both waiting clients at once, by mail.
  const cancelled = await fetch(`${api}/appointment/${blocking._id}/status`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ status: 'cancelled' }),
  });
  expect(cancelled.status, await cancelled.clone().text()).toBe(200);
  const rosaToken = offerToken((await lastMailTo(rosa.email, OFFER_MAIL)).text);
  const pedroToken = offerToken((await lastMailTo(pedro.email, OFFER_MAIL)).text);

  // Rosa opens her link on a phone: the time, until when it holds; she books it.
  const context = await browser.newContext(PHONE);
  const phone = await context.newPage();
  await phone.goto(`/en-ve/waitlist/${rosaToken}`);
  await expect(
    phone.getByRole('heading', { level: 1, name: 'A time freed up at Salón Oferta' }),
  ).toBeVisible();
  await expect(phone.getByText('Hi, Rosa')).toBeVisible();
  await expect(phone.getByText(/This offer holds until/)).toBeVisible();
  await expectAccessible(phone, 'offer page: open');
  await phone.goto(`/es-ve/waitlist/${rosaToken}`);
  await expect(phone.getByRole('heading', { name: 'Esta hora puede ser tuya' })).toBeVisible();
  await expectAccessible(phone, 'página de la oferta: abierta');
  // The mail opened twice: a second tab of the same link, still showing the open offer.
  const secondTab = await context.newPage();
  await secondTab.goto(`/es-ve/waitlist/${rosaToken}`);
  await expect(secondTab.getByRole('button', { name: 'Reservar esta hora' })).toBeVisible();
  await phone.getByRole('button', { name: 'Reservar esta hora' }).click();
  await expect(phone.getByRole('heading', { name: '¡Listo, tienes tu cita!' })).toBeVisible();
  await expectAccessible(phone, 'página de la oferta: reservada');
  // Booking from the second tab shows her visit (when, what, where), not "someone else took it".
  await secondTab.getByRole('button', { name: 'Reservar esta hora' }).click();
  await expect(secondTab.getByRole('heading', { name: '¡Listo, tienes tu cita!' })).toBeVisible();
  await expect(secondTab.getByRole('heading', { level: 1, name: 'Salón Oferta' })).toBeVisible();
  const summary = secondTab.getByLabel('Tu reserva');
  await expect(summary.getByText(/Corte/)).toBeVisible();
  await expect(summary.getByText(/10:00/)).toBeVisible();
  await expect(secondTab.getByText(/Alguien acaba de tomar esta hora/)).toHaveCount(0);
  await expectAccessible(secondTab, 'página de la oferta: reservada en otra pestaña');
  await secondTab.close();
  await phone.getByRole('link', { name: 'Ver mi cita' }).click();
  await expect(phone).toHaveURL(/\/es-ve\/visit\//);
  await expect(phone.getByText(/Corte con Luis/)).toBeVisible();

  // The same link again: claimed, with the way to the visit.
  await phone.goto(`/en-ve/waitlist/${rosaToken}`);
  await expect(phone.getByRole('heading', { name: 'You booked this time' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'See my appointment' })).toBeVisible();

  // Pedro's link for the same time: gone, and he still waits.
  await phone.goto(`/en-ve/waitlist/${pedroToken}`);
  await expect(phone.getByRole('heading', { name: 'This time was taken' })).toBeVisible();
  await expect(phone.getByText(/You're still on the waitlist/)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Book this time' })).toHaveCount(0);
  await expectAccessible(phone, 'offer page: gone');
  await phone.goto(`/es-ve/waitlist/${pedroToken}`);
  await expect(phone.getByRole('heading', { name: 'Ya tomaron esta hora' })).toBeVisible();
  await expectAccessible(phone, 'página de la oferta: ya tomada');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await context.close();
});
