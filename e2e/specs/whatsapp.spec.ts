import { expect, test } from '@playwright/test';
import { bookableSalonViaApi, caracasDate, caracasInstant } from '../support/appointments';
import { onlineBookingViaApi, salonSettingsViaApi, verifySalonViaAdmin } from '../support/booking';
import { BOOKING_TEXT, bookAsClient } from '../support/booking-client';
import { expectAccessible, signInViaApi, uniqueEmail } from '../support/fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The WhatsApp Cloud API stand-in the app sends to (playwright.config.ts). */
const STAND_IN = `http://127.0.0.1:${process.env.E2E_WHATSAPP_PORT ?? 2599}`;

interface ReceivedMessage {
  body: {
    to: string;
    template: { name: string; language: { code: string }; components: { parameters: { text: string }[] }[] };
  };
}

const receivedFor = async (to: string): Promise<ReceivedMessage[]> => {
  const all = (await (await fetch(`${STAND_IN}/received`)).json()) as ReceivedMessage[];
  return all.filter((message) => message.body.to === to);
};

test('the owner turns WhatsApp on; a client who asks for it on the booking page gets the confirmation there, with the visit link', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId } = await bookableSalonViaApi(baseURL!, {
    prefix: 'whatsapp',
    salonTitle: 'Salón WhatsApp',
    serviceName: 'Peinado',
    employee: { firstName: 'Rosa', lastName: 'Díaz' },
  });
  await verifySalonViaAdmin(baseURL!, salonId);
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);

  // The owner's booking settings: WhatsApp on, every message but the review request.
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/salon/profile?tab=booking');
  await expect(page.getByRole('heading', { name: 'WhatsApp messages' })).toBeVisible();
  await page.getByRole('switch', { name: 'Send client messages by WhatsApp' }).check();
  await page.getByRole('checkbox', { name: 'Request for a review after the visit' }).uncheck();
  await expectAccessible(page, 'salon profile: WhatsApp messages');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The salon was updated.')).toBeVisible();

  // A client books on a phone, in Spanish, and ticks WhatsApp; her number typed the Venezuelan way.
  const client = await browser.newContext(PHONE);
  const booking = await client.newPage();
  await booking.goto(`/es-ve/book/${slug}`);
  const email = uniqueEmail('whatsapp.carla');
  await bookAsClient(booking, { lang: 'es-ve', service: 'Peinado', email, whatsapp: true });
  await expectAccessible(booking, 'reservas: WhatsApp marcado');
  await booking.getByRole('button', { name: BOOKING_TEXT['es-ve'].confirm }).click();
  await expect(booking.getByRole('heading', { name: '¡Listo, tienes tu cita!' })).toBeVisible();
  const visitLink = await booking.getByRole('link', { name: 'Ver mi cita' }).getAttribute('href');

  // The Cloud API receives the confirmation template for her E.164 number, in Spanish, with her visit link.
  await expect.poll(async () => (await receivedFor('584125550199')).length, { timeout: 20_000 }).toBe(1);
  const [message] = await receivedFor('584125550199');
  expect(message!.body.template.name).toBe('appointment_confirmed');
  expect(message!.body.template.language.code).toBe('es');
  const parameters = message!.body.template.components[0]!.parameters.map((parameter) => parameter.text);
  expect(parameters.slice(0, 3)).toEqual(['Carla', 'Salón WhatsApp', 'Peinado']);
  expect(parameters[4]).toContain(visitLink!);

  // Her profile says she agreed on the booking page.
  await page.goto('/en-ve/dashboard/client/list');
  await page.getByRole('link', { name: 'Carla Suárez', exact: true }).click();
  await expect(page.getByText(/^Messages by WhatsApp \(agreed .+, on the booking page\)$/)).toBeVisible();
  await client.close();
});

test('es-ve on a phone: while WhatsApp answers with server errors, the visit’s notifications say it is retrying, beside the WhatsApp button', async ({
  browser,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee } = await bookableSalonViaApi(baseURL!, {
    prefix: 'whatsapp.retry',
    salonTitle: 'Salón Reintento',
    serviceName: 'Tinte',
    employee: { firstName: 'Lía', lastName: 'Mar' },
  });
  await salonSettingsViaApi(baseURL!, token, salonId, { whatsapp_enabled: 'true' });
  const { slug } = await salonSettingsViaApi(baseURL!, token, salonId);
  await verifySalonViaAdmin(baseURL!, salonId);
  // The Cloud API fails every message to this client's number (a 500, as Graph does when it is down).
  const scripted = await fetch(`${STAND_IN}/script`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to: '584145550188', answers: Array(10).fill('server_error') }),
  });
  expect(scripted.status).toBe(200);
  await onlineBookingViaApi(
    baseURL!,
    slug,
    {
      service_ids: [service._id],
      employee_id: employee._id,
      start: caracasInstant(caracasDate(3).iso, '11:00'),
      whatsapp_opt_in: true,
    },
    {
      firstName: 'Elena',
      lastName: 'Rivas',
      email: uniqueEmail('whatsapp.retry.elena'),
      phoneNumber: '+58 414 555 0188',
    },
  );
  await expect.poll(async () => (await receivedFor('584145550188')).length, { timeout: 20_000 }).toBe(1);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await signInViaApi(page, owner.email, owner.password, '/es-ve/dashboard/appointment/list');
  await page.getByRole('row', { name: /Elena Rivas/ }).click();
  const notifications = page
    .getByRole('dialog', { name: 'Editar cita' })
    .getByRole('region', { name: 'Notificaciones al cliente' });
  await expect(notifications.getByText(/^Confirmación · WhatsApp: reintentando · /)).toBeVisible();
  await expect(notifications.getByRole('link', { name: 'Enviar por WhatsApp' })).toBeVisible();
  await expect(notifications.getByText(/^Sin notificaciones/)).toHaveCount(0);
  await expectAccessible(page, 'notificaciones: WhatsApp reintentando');
  await context.close();
});
