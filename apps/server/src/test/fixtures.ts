import sharp from 'sharp';
import { multipart, sendMultipart } from './http.js';
import type { TestApp } from './test-app.js';

/** A small real image of the given type. */
export const testImage = (format: 'png' | 'jpeg' | 'gif' = 'png', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#dc143c' } })
    .toFormat(format)
    .toBuffer();

let rifCounter = 100_000_000 + Math.floor(Math.random() * 800_000_000);
/** A valid, unused RIF for each call. */
export const nextRif = () => `J-${String(rifCounter++).slice(0, 8)}-${String(rifCounter % 10)}`;

export const companyFields = (overrides: Record<string, string> = {}) => ({
  name: 'Belleza Caracas C.A.',
  rif: nextRif(),
  phone: '+58 212 555 0101',
  email: 'contacto@belleza.example',
  address: JSON.stringify({
    address: 'Av. Francisco de Miranda, Chacao, Caracas',
    place_id: 'map:10.4961,-66.8531',
    location_type: 'Point',
    coordinates: [-66.8531, 10.4961],
  }),
  ...overrides,
});

/** Creates the caller's company through the API, as the creation form does. */
export async function createCompany(t: TestApp, token: string, overrides: Record<string, string> = {}) {
  const res = await sendMultipart(
    t.app,
    'POST',
    '/api/v1/business/company',
    multipart(companyFields(overrides), [{ field: 'logo', name: 'logo.png', bytes: await testImage() }]),
    token,
  );
  if (res.statusCode !== 200) throw new Error(`create company ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; name: string; rif: string };
}
