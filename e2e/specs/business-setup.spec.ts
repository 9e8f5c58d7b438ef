import { expect, test, type Page } from '@playwright/test';
import { companyAndSalonViaApi, galleryTotalViaApi, pngFile, uploadGalleryViaApi } from '../support/business';
import { DEMO, expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';

const CARMESI = 'Estudio Carmesí';
const DANIELA = 'Daniela a domicilio';

/** The header's salon switcher (a MUI select: its name holds the label, its text the current salon). */
const switcher = (page: Page, label = 'Current salon') =>
  page.getByRole('combobox', { name: new RegExp(`^${label}`) });

async function chooseSalon(page: Page, name: string, label?: string) {
  await switcher(page, label).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(switcher(page, label)).toHaveText(name);
}

const storedSalonId = (page: Page) => page.evaluate(() => localStorage.getItem('salonId'));

test('the demo owner switches the current salon; the profile follows and the choice survives a reload', async ({
  page,
}) => {
  await signInViaApi(page, DEMO.email, DEMO.password, '/en-ve/dashboard/salon/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Salon profile' })).toBeVisible();
  await expect(switcher(page)).toBeVisible();

  await switcher(page).click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: CARMESI, exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: DANIELA, exact: true })).toBeVisible();
  await expect(listbox.getByRole('option', { name: 'Create salon' })).toBeVisible();
  await expectAccessible(page, 'salon switcher: open');
  await page.keyboard.press('Escape');

  const main = page.getByRole('main');
  // Salon first: its profile has no service-area tab.
  await chooseSalon(page, CARMESI);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(CARMESI);
  await expect(main.getByText(/^Salon · /)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Service area' })).toHaveCount(0);
  const carmesiId = await storedSalonId(page);
  expect(carmesiId).toBeTruthy();
  await expectAccessible(page, 'salon profile: Estudio Carmesí');

  // The freelancer profile: the page follows without navigating.
  await chooseSalon(page, DANIELA);
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/salon\/profile/);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(DANIELA);
  await expect(main.getByText(/^Freelancer · /)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Service area' })).toBeVisible();
  const danielaId = await storedSalonId(page);
  expect(danielaId).toBeTruthy();
  expect(danielaId).not.toBe(carmesiId);
  await expectAccessible(page, 'salon profile: Daniela a domicilio');

  // The freelancer's own tab loads its data (a radius area), not the salon's.
  await page.getByRole('tab', { name: 'Service area' }).click();
  await expect(page.getByRole('radio', { name: 'Radius around the base' })).toBeChecked();

  await page.reload();
  await expect(switcher(page)).toHaveText(DANIELA);
  await expect(page.getByRole('radio', { name: 'Radius around the base' })).toBeChecked();
  expect(await storedSalonId(page)).toBe(danielaId);

  // Back to the salon: the service-area tab disappears and the profile falls back to details.
  await chooseSalon(page, CARMESI);
  await expect(page.getByRole('tab', { name: 'Service area' })).toHaveCount(0);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(CARMESI);
  expect(await storedSalonId(page)).toBe(carmesiId);
  await page.reload();
  await expect(switcher(page)).toHaveText(CARMESI);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(CARMESI);
});

test('edits and a gallery upload made in the UI show in the event log with the salon and from → to', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('setuplog'));
  const salonName = `Salón Bitácora ${Date.now().toString(36)}`;
  await companyAndSalonViaApi(baseURL!, owner, salonName);
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard');
  await expect(switcher(page)).toHaveText(salonName);

  // Description, on the profile's Details tab.
  await page.goto('/en-ve/dashboard/salon/profile?tab=details');
  const description = page.getByLabel('Description', { exact: true });
  await expect(description).toHaveValue('Cortes, color y manicura con cita previa.');
  await description.fill('Color, cortes y tratamientos capilares.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The salon was updated.')).toBeVisible();

  // Opening hours: flip Sunday.
  await page.getByRole('tab', { name: 'Opening hours' }).click();
  const sunday = page.getByRole('switch', { name: 'Open on Sunday' });
  const wasOpen = await sunday.isChecked();
  await sunday.setChecked(!wasOpen);
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('The opening hours were saved.')).toBeVisible();

  // One gallery image.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Gallery' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByText('0 / 30 images')).toBeVisible();
  await page.getByLabel('Portfolio images').setInputFiles([pngFile('obra.png')]);
  await expect(page.getByText('1 image uploaded.')).toBeVisible();
  await expect(page.getByText('1 / 30 images')).toBeVisible();
  await expectAccessible(page, 'gallery: one image');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Event log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Events' });

  // All: the hours change is there, as a Schedule update of this salon.
  const scheduleUpdate = table.getByRole('row').filter({ hasText: 'Schedule' }).filter({ hasText: 'Update' });
  await expect(scheduleUpdate).toHaveCount(1);
  await expect(scheduleUpdate.getByRole('cell', { name: salonName })).toBeVisible();
  await expect(scheduleUpdate.getByRole('cell', { name: 'Lucía Rivas' })).toBeVisible();
  await expectAccessible(page, 'event log: all');
  await scheduleUpdate.getByRole('button', { name: /^Details of Update of Schedule/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Event details' });
  await expect(dialog.getByText('Lucía Rivas: Update · Schedule')).toBeVisible();
  // The recorded change: only the day that changed (Sunday), its hours before and after.
  await expect(dialog.locator('dt')).toHaveText(['Sunday']);
  await expect(dialog.locator('dd')).toHaveCount(1);
  const [before, after] = (await dialog.locator('dd').innerText()).split(' → ');
  expect(before).toBeTruthy();
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Salon: the description update, with the field's from → to.
  await page.getByRole('tab', { name: 'Salon' }).click();
  await expect(page).toHaveURL(/area=salon/);
  // A salon's opening hours belong to it: the Salon filter lists the hours change beside the description one.
  const updates = table.getByRole('row').filter({ hasText: 'Update' });
  await expect(updates).toHaveCount(2);
  await expect(
    updates.filter({ has: page.getByRole('cell', { name: 'Schedule', exact: true }) }),
  ).toHaveCount(1);
  const salonUpdate = updates.filter({ has: page.getByRole('cell', { name: 'Salon', exact: true }) });
  await expect(salonUpdate).toHaveCount(1);
  await expect(salonUpdate.getByRole('cell', { name: salonName })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Gallery' })).toHaveCount(0);
  await expectAccessible(page, 'event log: salon');
  await salonUpdate.getByRole('button', { name: /^Details of Update of Salon/ }).click();
  await expect(dialog.locator('dt')).toHaveText(['Description']);
  await expect(dialog.locator('dd')).toHaveText([
    'Cortes, color y manicura con cita previa. → Color, cortes y tratamientos capilares.',
  ]);
  await expectAccessible(page, 'event log: salon update details');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Gallery: the upload made in the UI.
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/area=gallery/);
  const galleryRows = table.getByRole('row').filter({ hasText: 'Gallery' });
  await expect(galleryRows).toHaveCount(1);
  await expect(galleryRows.getByRole('cell', { name: salonName })).toBeVisible();
  await expect(galleryRows.getByText('Create', { exact: true })).toBeVisible();
  await expectAccessible(page, 'event log: gallery');
  await galleryRows.getByRole('button', { name: /^Details of Create of Gallery/ }).click();
  await expect(dialog.getByText('Kind', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Portfolio', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The filter is kept in the address.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
  await expect(table.getByRole('row').filter({ hasText: 'Gallery' })).toHaveCount(1);
});

test('a trial owner fills the gallery up to the 30-image limit; when it fills up elsewhere the server refuses and the screen catches up', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // One owner for both walks: 28 images, one uploaded on the screen (29), then the last slot taken elsewhere.
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('setuplimit'));
  const { token, salonId } = await companyAndSalonViaApi(baseURL!, owner, 'Galería Llena');
  expect(await uploadGalleryViaApi(baseURL!, token, salonId, 28)).toEqual({ total: 28, limit: 30 });

  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/gallery/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.getByText('28 / 30 images')).toBeVisible();
  await page.getByLabel('Interior images').setInputFiles([pngFile('penultima.png')]);
  await expect(page.getByText('1 image uploaded.')).toBeVisible();
  await expect(page.getByText('29 / 30 images')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View Portfolio image/ })).toHaveCount(28);
  await expectAccessible(page, 'gallery: 29 of 30');

  // Two more than fit: refused before sending, nothing changes.
  await page.getByLabel('Interior images').setInputFiles([pngFile('a.png'), pngFile('b.png')]);
  await expect(page.getByRole('alert').filter({ hasText: 'Upload limit reached' })).toBeVisible();
  await expect(page.getByText('29 / 30 images')).toBeVisible();

  // Another device takes the last slot while this screen still says 29.
  await uploadGalleryViaApi(baseURL!, token, salonId, 1, 'interior');
  await expect(page.getByRole('button', { name: 'Upload Portfolio images' })).toBeEnabled();
  await page.getByLabel('Portfolio images').setInputFiles([pngFile('tarde.png')]);
  await expect(page.getByRole('alert').filter({ hasText: 'Upload limit reached' }).first()).toBeVisible();
  await expect(page.getByText('30 / 30 images')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: "Images used of the plan's limit" })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByRole('button', { name: 'Upload Portfolio images' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Upload Interior images' })).toBeDisabled();
  await expect(page.getByText('Upload limit reached').first()).toBeVisible();
  await expectAccessible(page, 'gallery: full');
  expect(await galleryTotalViaApi(baseURL!, token, salonId)).toBe(30);

  // One more through the file input (what a drop or a stale button would send): refused, still 30.
  await page.getByLabel('Portfolio images').setInputFiles([pngFile('una-mas.png')]);
  await expect(page.getByRole('alert').filter({ hasText: 'Upload limit reached' }).first()).toBeVisible();
  await expect(page.getByText('30 / 30 images')).toBeVisible();
  await page.reload();
  await expect(page.getByText('30 / 30 images')).toBeVisible();
  await expect(page.getByRole('button', { name: /^View (Portfolio|Interior) image/ })).toHaveCount(30);
  expect(await galleryTotalViaApi(baseURL!, token, salonId)).toBe(30);
});

test('the salon list and the gallery speak Spanish in es-ve', async ({ page }) => {
  await signInViaApi(page, DEMO.email, DEMO.password, '/es-ve/dashboard/salon');
  await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
  await expect(page.getByRole('heading', { level: 1, name: 'Salones' })).toBeVisible();
  await expect(page).toHaveTitle(/\| Reservas de Salón$/);
  await expect(page.getByRole('link', { name: 'Crear un nuevo salón' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear un nuevo perfil de independiente' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Filtro de salones' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Deshabilitados' })).toBeVisible();

  const carmesi = page.getByRole('article', { name: CARMESI });
  await expect(carmesi.getByText(/^Salón/)).toBeVisible();
  await expect(carmesi.getByText('Verificado', { exact: true })).toBeVisible();
  await expect(
    carmesi
      .getByRole('link', { name: 'Abrir perfil' })
      .or(carmesi.getByRole('button', { name: 'Abrir perfil' })),
  ).toBeVisible();
  const daniela = page.getByRole('article', { name: DANIELA });
  await expect(daniela.getByText(/^Independiente/)).toBeVisible();
  await expect(daniela.getByText('Verificación solicitada', { exact: true })).toBeVisible();
  await expect(page.getByText('Freelancer')).toHaveCount(0);
  await expectAccessible(page, 'salon list in Spanish');

  await chooseSalon(page, CARMESI, 'Salón actual');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Galería' })
    .click();
  await expect(page).toHaveURL(/\/es-ve\/dashboard\/gallery/);
  await expect(page.getByRole('heading', { level: 1, name: 'Galería' })).toBeVisible();
  await expect(page).toHaveTitle('Galería | Reservas de Salón');
  await expect(page.getByRole('heading', { level: 2, name: /^Portafolio/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Interior/ })).toBeVisible();
  await expect(page.getByText(/^\d+ \/ \d+ imágenes$/)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Imágenes usadas del límite del plan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subir imágenes de Portafolio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subir imágenes de Interior' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^Ver imagen \d+ de (Portafolio|Interior)$/ }).first(),
  ).toBeVisible();
  await expect(page.getByText(/images/)).toHaveCount(0);
  await expectAccessible(page, 'gallery in Spanish');

  await page
    .getByRole('button', { name: /^Ver imagen 1 de / })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: /: imagen 1 de \d+$/ });
  await expect(viewer.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Eliminar imagen' })).toBeVisible();
  await expectAccessible(page, 'gallery viewer in Spanish');
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await expect(viewer).toHaveCount(0);
});
