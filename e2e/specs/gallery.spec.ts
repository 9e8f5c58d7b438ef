import { expect, test } from '@playwright/test';
import { expectAccessible, registerOwnerViaApi, signIn, uniqueEmail } from '../support/fixtures';

/** A valid 1×1 PNG: the server re-encodes images, so they must really be images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
const pngBlob = () => new Blob([PNG], { type: 'image/png' });

/** Owner with a company and one salon, all through the API (the salon screens have their own spec). */
async function ownerWithSalon(baseURL: string, email: string, password: string) {
  const api = `${baseURL}/api/proxy`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, account_type: 'business' }).toString(),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en-ve' };

  const company = new FormData();
  company.append('name', 'Belleza Total');
  company.append(
    'rif',
    `J-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}-${Math.floor(Math.random() * 10)}`,
  );
  company.append('phone', '+58 212 555 0100');
  company.append('email', email);
  company.append(
    'address',
    JSON.stringify({
      address: 'Av. Francisco de Miranda',
      place_id: 'map:10.49,-66.85',
      location_type: 'map',
      coordinates: [-66.85, 10.49],
    }),
  );
  company.append('logo', pngBlob(), 'logo.png');
  const companyAnswer = await fetch(`${api}/api/v1/business/company`, {
    method: 'POST',
    headers: auth,
    body: company,
  });
  expect(companyAnswer.status, await companyAnswer.clone().text()).toBe(200);

  const categories = (await (
    await fetch(`${api}/api/v1/business/category/all`, { headers: auth })
  ).json()) as {
    data: { _id: string }[];
  };
  const salon = new FormData();
  salon.append('title', 'Galería Bella');
  salon.append('description', 'Cortes, color y manicura con cita previa.');
  salon.append('categories', JSON.stringify([categories.data[0]!._id]));
  salon.append('email', 'citas@example.com');
  salon.append('phone', '+58 412 555 0199');
  salon.append(
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
  salon.append('service_type', 'salon');
  salon.append('avatar', pngBlob(), 'avatar.png');
  salon.append('cover', pngBlob(), 'cover.png');
  const salonAnswer = await fetch(`${api}/api/v1/business/salon`, {
    method: 'POST',
    headers: auth,
    body: salon,
  });
  expect(salonAnswer.status, await salonAnswer.clone().text()).toBe(200);
}

test('an owner uploads several images at once, views one large and deletes one', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('gallery'));
  await ownerWithSalon(baseURL!, owner.email, owner.password);
  await signIn(page, owner.email, owner.password);
  await page.goto('/en-ve/dashboard/gallery/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByText('0 / 30 images')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Portfolio/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Interior/ })).toBeVisible();
  await expectAccessible(page, 'gallery: empty');

  await page.getByLabel('Portfolio images').setInputFiles([png('uno.png'), png('dos.png'), png('tres.png')]);
  await expect(page.getByText('3 images uploaded.')).toBeVisible();
  await expect(page.getByText('3 / 30 images')).toBeVisible();
  await page.getByLabel('Interior images').setInputFiles([png('local.png')]);
  await expect(page.getByText('4 / 30 images')).toBeVisible();

  await page
    .getByLabel('Portfolio images')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') }]);
  await expect(page.getByText('This file is not a supported image (jpeg, jpg, png, gif)')).toBeVisible();

  await page.getByRole('button', { name: 'View Portfolio image 2' }).click();
  const viewer = page.getByRole('dialog', { name: 'Portfolio image 2 of 3' });
  await expect(viewer.getByRole('img')).toBeVisible();
  await expectAccessible(page, 'gallery: viewer');
  await viewer.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Delete Portfolio image 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this image?' });
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByText('The image was deleted.')).toBeVisible();
  await expect(page.getByText('3 / 30 images')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Portfolio image/ })).toHaveCount(2);
  await expectAccessible(page, 'gallery: with images');
});
