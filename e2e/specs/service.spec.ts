import { expect, test, type Page } from '@playwright/test';
import { companyAndSalonViaApi } from '../support/business';
import {
  expectAccessible,
  lastMailTo,
  registerOwnerViaApi,
  signInViaApi,
  uniqueEmail,
} from '../support/fixtures';
import { salonWithTwoFutureVisitsViaApi } from '../support/future-visits';

/** Creates a service through the API (the form itself is tested below). */
async function createServiceViaApi(
  baseURL: string,
  token: string,
  fields: Record<string, unknown>,
): Promise<void> {
  const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/service`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ duration: 60, price_type: 'exact', ...fields }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

async function groupIdViaApi(baseURL: string, token: string, salonId: string, name: string) {
  const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/service-group?salon_id=${salonId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const groups = ((await answer.json()) as { data: { _id: string; name: string }[] }).data;
  return groups.find((group) => group.name === name)!._id;
}

const row = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('an owner builds the service catalogue: groups, a service by keyboard, filters, deactivation, preview', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('services'));
  const { token, salonId } = await companyAndSalonViaApi(baseURL!, owner, 'Salón Servicios');
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/service');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByText('No services yet.')).toBeVisible();
  await expectAccessible(page, 'services: empty list');

  // Groups first: a service needs one.
  await page.getByRole('link', { name: 'Groups' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/service\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Service groups' })).toBeVisible();
  const newGroup = page.getByRole('textbox', { name: 'New group name' });
  for (const name of ['Hair', 'Nails']) {
    await newGroup.fill(name);
    await newGroup.press('Enter');
    await expect(page.getByRole('rowheader', { name })).toBeVisible();
  }
  await newGroup.fill('hair');
  await newGroup.press('Enter');
  await expect(page.getByText('A group with this name already exists.')).toBeVisible();
  await newGroup.fill('');
  await expectAccessible(page, 'service groups');

  // A second service, in Nails, made elsewhere before this screen loads its list: the list fetched after the
  // save below shows it beside the new one, without reloading the whole app (which, on a loaded host, took
  // longer than the 15 s the row was given).
  await createServiceViaApi(baseURL!, token, {
    salon_id: salonId,
    name: 'Manicure',
    group: await groupIdViaApi(baseURL!, token, salonId, 'Nails'),
    regular_price: 15,
  });

  // The form, by keyboard only: type, Tab, arrow keys in the group list, Enter to save.
  await page.getByRole('link', { name: 'Back to services' }).click();
  await page.getByRole('link', { name: 'New service' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New service' })).toBeVisible();
  await expectAccessible(page, 'new service form');
  const name = page.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await page.keyboard.type('Ladies cut');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Group' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Hair' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Group' })).toHaveText('Hair');
  await page.keyboard.press('Tab');
  await page.keyboard.type('25');
  await page.keyboard.press('Tab');
  await page.keyboard.type('19.99');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('45');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Wash, cut and dry.');
  await page.getByRole('textbox', { name: 'Regular price' }).press('Enter');
  await expect(page.getByText('Service Ladies cut created.')).toBeVisible();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/service\/list$/);
  await expect(row(page, 'Ladies cut')).toContainText('$19.99');
  await expect(row(page, 'Ladies cut')).toContainText('45 min');
  await expect(page.getByRole('rowheader', { name: 'Manicure' })).toBeVisible();
  await expectAccessible(page, 'services: list');

  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Hair' }).click();
  await expect(page.getByRole('rowheader', { name: 'Manicure' })).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Ladies cut' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'All groups' }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('mani');
  await expect(page.getByRole('rowheader', { name: 'Ladies cut' })).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Manicure' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');
  await expect(page.getByRole('rowheader', { name: 'Ladies cut' })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate Ladies cut' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Ladies cut?' });
  await expectAccessible(page, 'services: deactivate dialog');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Ladies cut is now inactive.')).toBeVisible();
  await expect(row(page, 'Ladies cut')).toContainText('Inactive');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('rowheader', { name: 'Ladies cut' })).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Manicure' })).toBeVisible();

  // Nails still has an active service: the server refuses, and the screen says why.
  await page.getByRole('link', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Delete Nails' }).click();
  await page.getByRole('dialog', { name: 'Delete Nails?' }).getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Nails was not deleted' });
  await expect(refusal).toContainText('cannot be deleted while it has active services');
  await expect(page.getByRole('rowheader', { name: 'Nails' })).toBeVisible();
  await expectAccessible(page, 'service groups: refusal');

  await page.getByRole('link', { name: 'Back to services' }).click();
  await page.getByRole('link', { name: 'Preview Ladies cut' }).click();
  await expect(page).toHaveURL(/\/dashboard\/service\/[0-9a-f-]+\/test$/);
  const card = page.getByRole('article', { name: 'Ladies cut' });
  await expect(card).toContainText('$19.99');
  await expect(card).toContainText('45 min');
  await expect(card).toContainText('This service is inactive');
  await expect(card).toContainText('No free times in the next 14 days');
  await expectAccessible(page, 'service preview');
});

test('deactivating a service with future appointments says how many go and that clients are told; cancel keeps it', async ({
  page,
  baseURL,
}) => {
  const salon = await salonWithTwoFutureVisitsViaApi(baseURL!, 'svc-cascade');
  await signInViaApi(page, salon.owner.email, salon.owner.password, '/en-ve/dashboard/service/list');
  const deactivate = page.getByRole('button', { name: 'Deactivate Corte de dama' });
  await deactivate.click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Corte de dama?' });
  await expect(dialog).toContainText(
    '2 future appointments will be cancelled and their clients are told by e-mail (those with an address).',
  );
  await expectAccessible(page, 'services: deactivate dialog with future appointments');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await deactivate.click();
  await expect(dialog).toContainText('2 future appointments will be cancelled');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Corte de dama is now inactive.')).toBeVisible();
  await lastMailTo(salon.clientEmail, /Appointment cancelled|Cita cancelada/);
});
