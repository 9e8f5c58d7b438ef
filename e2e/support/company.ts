import { expect } from '@playwright/test';

/** A 1×1 PNG: the server checks the logo's bytes and re-encodes it. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A RIF nobody else uses in this run: J plus 9 random digits. */
export const uniqueRif = () =>
  `J-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}-${Math.floor(Math.random() * 10)}`;

/** Signs in through the API and returns the bearer token. */
export async function loginViaApi(baseURL: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseURL}/api/proxy/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, account_type: 'business' }).toString(),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/** Creates the owner's company through the API (multipart, as the form sends it). */
export async function createCompanyViaApi(
  baseURL: string,
  token: string,
  fields: { name: string; rif: string },
) {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('rif', fields.rif);
  form.append('phone', '+58 212 555 0101');
  form.append('email', 'empresa@example.com');
  form.append(
    'address',
    JSON.stringify({
      address: 'Av. Francisco de Miranda, Caracas',
      place_id: 'map:10.4806,-66.9036',
      location_type: 'Point',
      coordinates: [-66.9036, 10.4806],
    }),
  );
  form.append('logo', new Blob([PNG_1PX], { type: 'image/png' }), 'logo.png');
  const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/company`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}
