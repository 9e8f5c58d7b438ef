import { expect, test } from '@playwright/test';
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
  twoServiceSalon,
} from '../support/appointments';
import { expectAccessible, lastMailTo, signInViaApi, uniqueEmail } from '../support/fixtures';

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1/business`;

/** The visit page's path in the link of a caught mail, in `lang`. */
const visitPath = (text: string, lang: 'en-ve' | 'es-ve') => {
  const path = /\/(?:es-ve|en-ve)\/visit\/[\w-]+/.exec(text)?.[0];
  expect(path, text).toBeTruthy();
  return path!.replace(/^\/(es-ve|en-ve)/, `/${lang}`);
};

test('a client opens the link from the mail and cancels, then rates a done visit; the owner sees the review and replies', async ({
  page,
  browser,
  baseURL,
}) => {
  const { owner, token, salonId, service, employee } = await bookableSalonViaApi(baseURL!, {
    prefix: 'visit',
    salonTitle: 'Salón Visitas',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const clientEmail = uniqueEmail('visit.maria');
  const client = await clientViaApi(baseURL!, token, salonId, {
    firstName: 'Carla',
    lastName: 'Suárez',
    email: clientEmail,
    phoneNumber: '+58 412 555 0199',
  });
  const book = (day: number, time: string) =>
    appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: client._id,
      service_id: service._id,
      employee_id: employee._id,
      start: caracasInstant(caracasDate(day).iso, time),
      override_hours: true,
    });

  // Tomorrow's visit: the confirmation mail links to the client's page.
  await book(1, '10:00');
  const confirmation = await lastMailTo(clientEmail, /Appointment confirmed|Cita confirmada/);
  const clientContext = await browser.newContext();
  const visit = await clientContext.newPage();
  await visit.goto(visitPath(confirmation.text, 'es-ve'));
  await expect(visit.getByRole('heading', { level: 1, name: 'Tu cita en Salón Visitas' })).toBeVisible();
  await expectAccessible(visit, 'visita: detalles');
  await visit.goto(visitPath(confirmation.text, 'en-ve'));
  await expect(
    visit.getByRole('heading', { level: 1, name: 'Your appointment at Salón Visitas' }),
  ).toBeVisible();
  await expect(visit.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(visit, 'visit: details');
  await visit.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = visit.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expectAccessible(visit, 'visit: cancel dialog');
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(visit.getByText('Your appointment was cancelled. The salon has been told.')).toBeVisible();
  await expect(visit.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await lastMailTo(clientEmail, /Appointment cancelled|Cita cancelada/);

  // Yesterday's visit, done: the client is asked to rate it.
  const done = await book(-1, '11:00');
  const marked = await fetch(`${api(baseURL!)}/appointment/${done._id}/status`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'done' }),
  });
  expect(marked.status, await marked.clone().text()).toBe(200);
  const ask = await lastMailTo(clientEmail, /How was your visit|Cómo te fue/);
  await visit.goto(visitPath(ask.text, 'en-ve'));
  const form = visit.getByRole('form', { name: 'Rate your visit' });
  await expect(form).toBeVisible();
  await expectAccessible(visit, 'visit: review form');
  await form.getByRole('radio', { name: '4 stars' }).check();
  const comment = 'Muy buen corte, volveré pronto.';
  await form.getByRole('textbox', { name: 'Your comment' }).fill(comment);
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(visit.getByText('Thank you! Your review was published.')).toBeVisible();
  await clientContext.close();

  // The owner reads it on the Reviews screen and replies.
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const review = page.getByRole('article').filter({ hasText: comment });
  await expect(review).toContainText('Carla');
  await expect(review).toContainText('Corte');
  await expectAccessible(page, 'reviews: list');
  await review.getByRole('button', { name: /Reply to the review by/ }).click();
  const reply = page.getByRole('dialog', { name: /Reply to/ });
  await reply.getByRole('textbox', { name: 'Reply' }).fill('¡Gracias, Carla! Te esperamos.');
  await reply.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByText('Reply published.')).toBeVisible();
  await expect(review).toContainText('¡Gracias, Carla! Te esperamos.');
  await expect(review.getByRole('button', { name: /Reply to the review by/ })).toHaveCount(0);

  // The reply can be corrected later: the dialog starts with it and saving replaces it.
  await review.getByRole('button', { name: /Edit the reply to/ }).click();
  const edit = page.getByRole('dialog', { name: /Edit the reply to/ });
  await expect(edit.getByRole('textbox', { name: 'Reply' })).toHaveValue('¡Gracias, Carla! Te esperamos.');
  await expectAccessible(page, 'reviews: edit reply');
  await edit.getByRole('textbox', { name: 'Reply' }).fill('¡Gracias, Carla! Te esperamos pronto.');
  await edit.getByRole('button', { name: 'Save reply' }).click();
  await expect(page.getByText('Reply updated.')).toBeVisible();
  await expect(review).toContainText('¡Gracias, Carla! Te esperamos pronto.');
});

test('a client opens a visit of two services: both listed, one link, cancelling cancels both', async ({
  browser,
  baseURL,
}) => {
  const { token, salonId, service, employee, manicure, second } = await twoServiceSalon(
    baseURL!,
    'visit.two',
  );
  const clientEmail = uniqueEmail('visit.two.client');
  const client = await clientViaApi(baseURL!, token, salonId, {
    firstName: 'Ana',
    lastName: 'Rivas',
    email: clientEmail,
    phoneNumber: '+58 412 555 0123',
  });
  const start = caracasInstant(caracasDate(2).iso, '10:00');
  const first = await appointmentViaApi(baseURL!, token, {
    salon_id: salonId,
    client_id: client._id,
    service_id: service._id,
    employee_id: employee._id,
    start,
    next_services: [{ service_id: manicure._id, employee_id: second._id }],
  });
  // One confirmation for the visit, naming both services.
  const confirmation = await lastMailTo(clientEmail, /Appointment confirmed|Cita confirmada/);
  expect(confirmation.text).toContain('Manicure');
  const visit = await (await browser.newContext()).newPage();
  await visit.goto(visitPath(confirmation.text, 'es-ve'));
  const details = visit.getByLabel('Detalles de la cita');
  await expect(details.getByText('Servicios')).toBeVisible();
  await expect(details.getByRole('listitem')).toHaveText([/Corte con Luis/, /Manicure con Rosa/]);
  await expectAccessible(visit, 'visita de dos servicios');
  await visit.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(visit, 'visita de dos servicios, teléfono');
  expect(await visit.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await visit.getByRole('button', { name: 'Cancelar cita' }).click();
  await visit.getByRole('dialog').getByRole('button', { name: 'Sí, cancelarla' }).click();
  await expect(visit.getByText(/Tu cita fue cancelada/)).toBeVisible();
  // Both parts are cancelled.
  const parts = await fetch(
    `${api(baseURL!)}/appointment?salon_id=${salonId}&from=${encodeURIComponent(start)}&to=${encodeURIComponent(new Date(Date.parse(start) + 4 * 3_600_000).toISOString())}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const listed = ((await parts.json()) as { data: { visit_id: string | null; status: string }[] }).data;
  expect(listed.filter((row) => row.visit_id === first._id).map((row) => row.status)).toEqual([
    'cancelled',
    'cancelled',
  ]);
});

test('an unknown link shows a friendly page', async ({ page }) => {
  await page.goto('/en-ve/visit/not-a-real-token-at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment not found' })).toBeVisible();
  await expectAccessible(page, 'visit: not found');
});
