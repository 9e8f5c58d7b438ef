import { expect, test, type Page } from '@playwright/test';
import {
  expectAccessible,
  MAIL_API,
  registerOwnerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../support/fixtures';

/** A valid 1×1 PNG: the server re-encodes images, so they must really be images. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** Signs in through the API and creates the owner's company (multipart with a logo), returning the token. */
async function createCompanyViaApi(baseURL: string, email: string, password: string): Promise<string> {
  const api = `${baseURL}/api/proxy`;
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, account_type: 'business' }).toString(),
  });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const form = new FormData();
  form.append('name', 'Belleza Total');
  form.append(
    'rif',
    `J-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}-${Math.floor(Math.random() * 10)}`,
  );
  form.append('phone', '+58 212 555 0100');
  form.append('email', email);
  form.append(
    'address',
    JSON.stringify({
      address: 'Av. Francisco de Miranda, Caracas',
      place_id: 'map:10.49,-66.85',
      location_type: 'map',
      coordinates: [-66.85, 10.49],
    }),
  );
  form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const company = await fetch(`${api}/api/v1/business/company`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en-ve' },
    body: form,
  });
  expect(company.status, await company.clone().text()).toBe(200);
  return token;
}

/** Walks the creation stepper up to the review step. */
async function fillStepper(page: Page, kind: 'salon' | 'freelancer', name: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'What are you creating?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: kind === 'salon' ? /^Salon/ : /^Freelancer/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The description must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Cortes, color y manicura con cita previa.');
  await page.getByRole('combobox', { name: 'Categories' }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Contact and social networks' })).toBeVisible();
  await page.getByLabel('E-mail').fill('citas@example.com');
  await page.getByLabel('Phone').fill('+58 412 555 0199');
  await page.getByLabel('Instagram').fill('@bella');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter a valid Instagram username, without spaces or @')).toBeVisible();
  await page.getByLabel('Instagram').fill('bella.studio');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Where is it?' })).toBeVisible();
  await page.getByLabel('Address').fill('Calle Real de Sabana Grande 12');
  await page.getByLabel('City').fill('Caracas');
  await page.getByLabel('Latitude', { exact: true }).fill('10.4965');
  await page.getByLabel('Longitude', { exact: true }).fill('-66.8747');
  await expectAccessible(page, 'salon stepper: address');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await page.getByRole('switch', { name: 'Open on Monday' }).check();
  await page.getByLabel('Closes, Monday').fill('08:00');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('End must be after start')).toBeVisible();
  await page.getByLabel('Closes, Monday').fill('19:00');
  await expectAccessible(page, 'salon stepper: hours');
  await page.getByRole('button', { name: 'Next' }).click();

  if (kind === 'freelancer') {
    await expect(page.getByRole('heading', { level: 2, name: 'Where do you serve clients?' })).toBeVisible();
    await expect(page.getByLabel('Base latitude')).toHaveValue('10.4965');
    await page.getByRole('radio', { name: 'Custom drawn area' }).check();
    await page.getByLabel('Area corners').fill('-66.90, 10.47\n-66.84, 10.52\n-66.84, 10.47\n-66.90, 10.52');
    await page.getByLabel('Travel fee').fill('4.50');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Draw a closed area that does not cross itself')).toBeVisible();
    await page.getByLabel('Area corners').fill('-66.90, 10.47\n-66.84, 10.47\n-66.84, 10.52\n-66.90, 10.52');
    await expectAccessible(page, 'salon stepper: service area');
    await page.getByRole('button', { name: 'Next' }).click();
  }

  await expect(page.getByRole('heading', { level: 2, name: 'Profile and cover images' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The profile image is required')).toBeVisible();
  await page.locator('input[type=file][name=avatar]').setInputFiles(png('avatar.png'));
  await page.locator('input[type=file][name=cover]').setInputFiles(png('cover.png'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check and create' })).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
}

test('an owner creates a salon, edits its hours, and the plan stops a second profile', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('salon'));
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/salon');
  await expect(page.getByText('You must create your company first.')).toBeVisible();
  await expectAccessible(page, 'salon list: no company');

  await createCompanyViaApi(baseURL!, owner.email, owner.password);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Salons' })).toBeVisible();
  await expect(page.getByText('You have no salons yet. Create your first one.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a new salon' }).click();
  await expect(page).toHaveURL(/create_salon_stepper\?type=salon/);
  await expectAccessible(page, 'salon stepper: kind');
  await fillStepper(page, 'salon', 'Studio Bella');
  await expectAccessible(page, 'salon stepper: review');
  await page.getByRole('button', { name: 'Create salon' }).click();
  await expect(
    page.getByText("Verification requested — we'll e-mail you when it's confirmed."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/salon\/profile/);
  await expect(page.getByText('Studio Bella').first()).toBeVisible();
  await expect
    .poll(async () => {
      const mails = (await (
        await fetch(`${MAIL_API}/mails?to=${encodeURIComponent(owner.email)}`)
      ).json()) as { subject: string }[];
      return mails.map((mail) => mail.subject);
    })
    .toContain('Verification requested: Studio Bella');

  // Opening hours on the profile: what the stepper set, then a change that survives a reload.
  await page.getByRole('tab', { name: 'Opening hours' }).click();
  await expect(page.getByLabel('Closes, Monday')).toHaveValue('19:00');
  await expectAccessible(page, 'salon profile: hours');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('No changes were made')).toBeVisible();
  await page.getByRole('switch', { name: 'Open on Saturday' }).check();
  await page.getByLabel('Break starts, Saturday').fill('13:00');
  await page.getByLabel('Break ends, Saturday').fill('14:00');
  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('The opening hours were saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Break starts, Saturday')).toHaveValue('13:00');
  await expect(page.getByRole('switch', { name: 'Open on Saturday' })).toBeChecked();

  // Details tab: unchanged says so, a change is saved.
  await page.getByRole('tab', { name: 'Details' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes were made')).toBeVisible();
  await page.getByLabel('Name').fill('Studio Bella Centro');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The salon was updated.')).toBeVisible();
  await expectAccessible(page, 'salon profile: details');

  // The list shows it; closing asks first.
  await page.goto('/en-ve/dashboard/salon');
  const card = page.getByRole('article', { name: 'Studio Bella Centro' });
  await expect(card.getByText('Verification requested')).toBeVisible();
  await expectAccessible(page, 'salon list');
  await card.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('dialog', { name: 'Close this salon?' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();

  // Disabling asks first and says the truth: no appointment is cancelled, nobody is told; cancel keeps it.
  await card.getByRole('button', { name: 'Disable' }).click();
  const disable = page.getByRole('dialog', { name: 'Disable this salon?' });
  await expect(disable).toContainText('none is cancelled and no client is told');
  await disable.getByRole('button', { name: 'Cancel' }).click();
  await expect(disable).toBeHidden();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Disable' }).click();
  await disable.getByRole('button', { name: 'Disable' }).click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Enable' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // standard_plan (the trial) allows one salon.
  await page.getByRole('link', { name: 'Create a new freelancer profile' }).click();
  await fillStepper(page, 'freelancer', 'Ana a domicilio');
  await page.getByRole('button', { name: 'Create freelancer profile' }).click();
  await expect(page.getByText('Your plan does not allow more salons.')).toBeVisible();
});

test('a freelancer profile is created with a typed area, then the area changes to a radius; deleting asks first', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('freelancer'));
  await createCompanyViaApi(baseURL!, owner.email, owner.password);
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/salon');
  await page.getByRole('link', { name: 'Create a new freelancer profile' }).click();
  await fillStepper(page, 'freelancer', 'Ana a domicilio');
  await expect(page.getByText('A custom drawn area')).toBeVisible();
  await page.getByRole('button', { name: 'Create freelancer profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/salon\/profile/);

  await page.getByRole('tab', { name: 'Service area' }).click();
  await expect(page.getByRole('radio', { name: 'Custom drawn area' })).toBeChecked();
  await expect(page.getByLabel('Area corners')).toHaveValue(/-66\.84, 10\.52/);
  await expectAccessible(page, 'salon profile: service area');
  await page.getByRole('radio', { name: 'Radius around the base' }).check();
  await page.getByLabel('Radius', { exact: true }).fill('300');
  await page.getByRole('button', { name: 'Save service area' }).click();
  await expect(page.getByText('The radius must be between 0.5 and 200 km')).toBeVisible();
  await page.getByLabel('Radius', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Save service area' }).click();
  await expect(page.getByText('The service area was saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Radius', { exact: true })).toHaveValue('12.0');

  await page.goto('/en-ve/dashboard/salon');
  const card = page.getByRole('article', { name: 'Ana a domicilio' });
  await expect(card.getByText('Freelancer')).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this salon?' });
  await expectAccessible(page, 'salon list: delete dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no salons yet. Create your first one.')).toBeVisible();
});
