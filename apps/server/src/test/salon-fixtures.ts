import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testImage } from './fixtures.js';
import { multipart, sendMultipart, type TestFile } from './http.js';
import type { TestApp } from './test-app.js';

/** Seeded by the categories migration. */
export const CATEGORY = {
  hair: '0193a000-0000-7000-8000-000000000001',
  barber: '0193a000-0000-7000-8000-000000000002',
  nails: '0193a000-0000-7000-8000-000000000003',
} as const;

export const GHOST_ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

export const salonFields = (overrides: Record<string, string> = {}) => ({
  title: 'Estudio Prueba',
  description: 'Un salón de prueba con buena luz y café.',
  categories: JSON.stringify([CATEGORY.hair, CATEGORY.nails]),
  email: 'hola@estudio.example',
  phone: '+58 212 555 0199',
  address: JSON.stringify({
    address: 'Calle Paris, Las Mercedes, Caracas',
    place_id: 'map:10.4806,-66.8573',
    city: 'Caracas',
    coordinates: [-66.8573, 10.4806],
  }),
  service_type: 'salon',
  instagram: 'estudio.prueba',
  ...overrides,
});

export const freelancerFields = (overrides: Record<string, string> = {}) =>
  salonFields({
    title: 'Ana a domicilio',
    service_type: 'freelancer',
    service_area: JSON.stringify({
      mode: 'radius',
      base_location: [-66.8573, 10.4806],
      radius_km: 8,
      travel_fee: 5,
    }),
    ...overrides,
  });

export const salonImages = async (): Promise<TestFile[]> => [
  { field: 'avatar', name: 'avatar.png', bytes: await testImage('png') },
  { field: 'cover', name: 'cover.jpg', bytes: await testImage('jpeg', 320, 180), type: 'image/jpeg' },
];

export function postSalon(t: TestApp, token: string, fields: Record<string, string>, files: TestFile[]) {
  return sendMultipart(t.app, 'POST', '/api/v1/business/salon', multipart(fields, files), token);
}

/** Creates a salon through the API, as the creation stepper does. */
export async function createSalon(t: TestApp, token: string, overrides: Record<string, string> = {}) {
  const res = await postSalon(t, token, salonFields(overrides), await salonImages());
  if (res.statusCode !== 200) throw new Error(`create salon ${res.statusCode} ${res.body}`);
  return res.json().data as { _id: string; title: string; schedule: { _id: string } | null };
}

/** Every stored file under the uploads' `salons/` folder (relative keys). */
export function storedSalonFiles(t: TestApp): string[] {
  const root = join(t.app.ctx.storage.root, 'salons');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}

export const fieldCodes = (body: { details?: { field: string; code: string }[] }) =>
  Object.fromEntries((body.details ?? []).map((detail) => [detail.field, detail.code]));
