import { expect } from '@playwright/test';
import { codeIn, lastMailTo, uniqueEmail } from './fixtures';

const ADMIN = (baseURL: string) => `${baseURL}/api/proxy/api/v1/admin`;
const json = { 'content-type': 'application/json' };

/**
 * Verifies a salon as a platform administrator would (only verified salons take online bookings): an
 * administrator of its own from the test-only hook signs in and approves it.
 */
export async function verifySalonViaAdmin(baseURL: string, salonId: string): Promise<void> {
  const admin = { email: uniqueEmail('booking.admin'), password: 'Plataforma#2026' };
  const made = await fetch(`${baseURL}/api/proxy/api/v1/test/admin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ ...admin, name: 'Admin' }),
  });
  expect(made.status, await made.clone().text()).toBe(200);
  const login = await fetch(`${ADMIN(baseURL)}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(admin),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const approved = await fetch(`${ADMIN(baseURL)}/salons/${salonId}/approve`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.status, await approved.clone().text()).toBe(200);
}

/** The salon's booking page slug and settings, changed through the salon API as the settings tab does. */
export async function salonSettingsViaApi(
  baseURL: string,
  token: string,
  salonId: string,
  fields: Record<string, string> = {},
): Promise<{ slug: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const changing = Object.keys(fields).length > 0;
  const answer = await fetch(
    `${baseURL}/api/proxy/api/v1/business/salon/${changing ? '' : 'one/'}${salonId}`,
    {
      method: changing ? 'PUT' : 'GET',
      headers: { authorization: `Bearer ${token}` },
      body: changing ? form : undefined,
    },
  );
  expect(answer.status, await answer.clone().text()).toBe(200);
  return ((await answer.json()) as { data: { slug: string } }).data;
}

/**
 * Makes a salon ask online bookings for a $5 deposit by pago móvil, held 12 hours, and verifies it so it takes
 * bookings. Answers its booking page slug.
 */
export async function takeDepositsViaApi(baseURL: string, token: string, salonId: string) {
  await salonSettingsViaApi(baseURL, token, salonId, {
    deposit: JSON.stringify({
      kind: 'amount',
      value: 5,
      above: 0,
      hold_hours: 12,
      pago_movil: {
        bank_name: 'Banco de Venezuela',
        bank_code: '0102',
        phone: '04145550123',
        rif: 'J-12345678-9',
      },
    }),
  });
  const { slug } = await salonSettingsViaApi(baseURL, token, salonId);
  await verifySalonViaAdmin(baseURL, salonId);
  return slug;
}

/**
 * Books on a salon's public page through its API, as the page does: a code mailed to the client's e-mail,
 * then the booking (`body` without the client's details and code, which are made here). Answers the booking.
 */
export async function onlineBookingViaApi(
  baseURL: string,
  slug: string,
  body: Record<string, unknown>,
  client: { firstName: string; lastName: string; email: string; phoneNumber?: string },
): Promise<{ status: string; start: string; end: string }> {
  const salon = `${baseURL}/api/proxy/api/v1/public/salon/${slug}`;
  const otp = await fetch(`${salon}/otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: client.email }),
  });
  expect(otp.status, await otp.clone().text()).toBe(200);
  const code = codeIn(await lastMailTo(client.email, /code|código/i));
  const booked = await fetch(`${salon}/booking`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      ...body,
      client: { phoneNumber: '+58 414 555 0177', ...client },
      code,
    }),
  });
  expect(booked.status, await booked.clone().text()).toBe(200);
  return ((await booked.json()) as { data: { status: string; start: string; end: string } }).data;
}
