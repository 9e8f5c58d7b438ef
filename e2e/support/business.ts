import { expect } from '@playwright/test';
import { createCompanyViaApi, loginViaApi, PNG_1PX, uniqueRif } from './company';

const pngBlob = () => new Blob([PNG_1PX], { type: 'image/png' });

/** A PNG file for `setInputFiles`: a real 1×1 image, since the server checks and re-encodes the bytes. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1PX });

/** A freelancer's service area: 8 km around Las Mercedes (Caracas), 5 USD travel fee. */
export const RADIUS_AREA = {
  mode: 'radius',
  base_location: [-66.8573, 10.4806],
  radius_km: 8,
  travel_fee: 5,
} as const;

/**
 * Creates one salon through the API and returns its id: type salon, or a freelancer profile when a service
 * area is given.
 */
export async function createSalonViaApi(
  baseURL: string,
  token: string,
  title: string,
  freelancerArea?: Record<string, unknown>,
): Promise<string> {
  const api = `${baseURL}/api/proxy`;
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en-ve' };
  const categories = (await (
    await fetch(`${api}/api/v1/business/category/all`, { headers: auth })
  ).json()) as { data: { _id: string }[] };
  expect(categories.data.length).toBeGreaterThan(0);

  const form = new FormData();
  form.append('title', title);
  form.append('description', 'Cortes, color y manicura con cita previa.');
  form.append('categories', JSON.stringify([categories.data[0]!._id]));
  form.append('email', 'citas@example.com');
  form.append('phone', '+58 412 555 0199');
  form.append(
    'address',
    JSON.stringify({
      address: 'Calle Real de Sabana Grande 12',
      reference_point: '',
      additional_information: '',
      place_id: 'map:10.4965,-66.8747',
      city: 'Caracas',
      coordinates: [-66.8747, 10.4965],
    }),
  );
  form.append('service_type', freelancerArea ? 'freelancer' : 'salon');
  if (freelancerArea) form.append('service_area', JSON.stringify(freelancerArea));
  form.append('avatar', pngBlob(), 'avatar.png');
  form.append('cover', pngBlob(), 'cover.png');
  const answer = await fetch(`${api}/api/v1/business/salon`, { method: 'POST', headers: auth, body: form });
  expect(answer.status, await answer.clone().text()).toBe(200);
  const id = ((await answer.json()) as { data: { _id: string } }).data._id;
  expect(id).toBeTruthy();
  return id;
}

/** A registered owner gets a company (trial) and one salon (or freelancer profile), all through the API. */
export async function companyAndSalonViaApi(
  baseURL: string,
  owner: { email: string; password: string },
  salonTitle: string,
  freelancerArea?: Record<string, unknown>,
): Promise<{ token: string; salonId: string }> {
  const token = await loginViaApi(baseURL, owner.email, owner.password);
  await createCompanyViaApi(baseURL, token, { name: 'Salones Rivas C.A.', rif: uniqueRif() });
  const salonId = await createSalonViaApi(baseURL, token, salonTitle, freelancerArea);
  return { token, salonId };
}

/** Uploads `count` images (at most 20 per request, as the server takes) and returns the answer's meta. */
export async function uploadGalleryViaApi(
  baseURL: string,
  token: string,
  salonId: string,
  count: number,
  kind: 'portfolio' | 'interior' = 'portfolio',
): Promise<{ total: number; limit: number }> {
  let meta = { total: 0, limit: 0 };
  for (let left = count; left > 0; left -= 20) {
    const form = new FormData();
    form.append('salon_id', salonId);
    form.append('kind', kind);
    for (let i = 0; i < Math.min(20, left); i++) form.append('images', pngBlob(), `foto-${left}-${i}.png`);
    const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/salon/gallery`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-ve' },
      body: form,
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    meta = ((await answer.json()) as { meta: { total: number; limit: number } }).meta;
  }
  return meta;
}

/** How many images the salon's gallery holds, as the server counts them. */
export async function galleryTotalViaApi(baseURL: string, token: string, salonId: string): Promise<number> {
  const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/salon/gallery/${salonId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { data: unknown[]; meta?: { total: number } };
  return body.meta?.total ?? body.data.length;
}

/**
 * Puts the owner's company on a plan through the end-to-end hook (`PUT /api/proxy/test/plan`, present only
 * with E2E_TEST_HOOKS=1, which the Playwright config sets): billing, which changes plans for real, is a later
 * issue.
 */
export async function setPlanViaApi(
  baseURL: string,
  token: string,
  plan: 'basic_plan' | 'standard_plan' | 'advanced_plan',
): Promise<void> {
  const answer = await fetch(`${baseURL}/api/proxy/test/plan`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}
