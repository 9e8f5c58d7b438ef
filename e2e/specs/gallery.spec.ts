import { expect, test } from '@playwright/test';
import { companyAndSalonViaApi, pngFile } from '../support/business';
import { expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

test('an owner uploads several images at once, views one large and deletes one', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('gallery'));
  await companyAndSalonViaApi(baseURL!, owner, 'Galería Bella');
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/gallery/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByText('0 / 30 images')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Portfolio/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /Interior/ })).toBeVisible();
  await expectAccessible(page, 'gallery: empty');

  await page
    .getByLabel('Portfolio images')
    .setInputFiles([pngFile('uno.png'), pngFile('dos.png'), pngFile('tres.png')]);
  await expect(page.getByText('3 images uploaded.')).toBeVisible();
  await expect(page.getByText('3 / 30 images')).toBeVisible();
  await page.getByLabel('Interior images').setInputFiles([pngFile('local.png')]);
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
