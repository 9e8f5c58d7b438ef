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
import {
  appointmentViaApi,
  bookableSalonViaApi,
  caracasDate,
  caracasInstant,
  clientViaApi,
} from '../support/appointments';

/** Creates a client of the salon through the API, as another company's front desk would have. */
async function createClientViaApi(
  baseURL: string,
  token: string,
  fields: Record<string, string>,
): Promise<void> {
  const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/client`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(fields),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

const lookup = async (page: Page, text: string) => {
  const field = page.getByRole('textbox', { name: 'E-mail or phone' });
  await field.fill(text);
  await field.press('Enter');
};

test('an owner creates a client with the keyboard, finds it, and deactivates it', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('client-a'));
  await companyAndSalonViaApi(baseURL!, owner, 'Salón Clientes');
  const email = uniqueEmail('maria');
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/client');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page.getByText('No clients yet. Add your first one with New client.')).toBeVisible();
  await expectAccessible(page, 'clients: empty list');

  await page.getByRole('link', { name: 'New client' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard\/client\/new$/);
  await lookup(page, email);
  await expect(page.getByText('Client not found in our system')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(email);
  await expectAccessible(page, 'new client: not found, form');

  // Keyboard only: each field, then Enter in the last single-line one submits.
  await page.getByRole('textbox', { name: 'First name' }).focus();
  await page.keyboard.type('María');
  await page.keyboard.press('Tab');
  await page.keyboard.type('González');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('+58 412 555 0101');
  // The language of her mails: past "The salon's language" and "Español" to "English".
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox', { name: 'Messages in' })).toHaveValue('en-ve');
  // Messages by e-mail unless she agreed to WhatsApp: left as it is.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Messages by' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('Prefiere la tarde');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).press('Enter');
  await expect(page.getByText('Client created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/client\/[0-9a-f-]+\/view$/);
  await expect(page.getByRole('heading', { level: 1, name: 'María González' })).toBeVisible();
  await expect(page.getByText('Prefiere la tarde')).toBeVisible();
  await expect(page.getByText('Messages in English')).toBeVisible();
  await expect(page.getByText('Messages by e-mail')).toBeVisible();
  await expect(page.getByText('No reserved visits')).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('No visits yet')).toBeVisible();
  await expectAccessible(page, 'client profile');

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit María González' })).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes were made')).toBeVisible();
  await expectAccessible(page, 'edit client');
  await page.getByRole('textbox', { name: 'Note' }).fill('Prefiere la mañana');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Client updated')).toBeVisible();
  await expect(page.getByText('Prefiere la mañana')).toBeVisible();

  await page.goto('/en-ve/dashboard/client/list');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('gonzález');
  const row = page.getByRole('row', { name: /María González/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expectAccessible(page, 'clients: list');
  await row.getByRole('button', { name: 'Deactivate María González' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate this client?' });
  await expectAccessible(page, 'clients: confirm deactivation');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('María González is now inactive')).toBeVisible();

  await page.getByRole('tab', { name: 'Inactive' }).click();
  await expect(page).toHaveURL(/tab=inactive/);
  await expect(page.getByRole('row', { name: /María González/ }).getByText('Inactive')).toBeVisible();
  await page.getByRole('tab', { name: 'Active', exact: true }).click();
  await expect(page.getByText('No clients match.')).toBeVisible();
});

test('another company finds the client by e-mail, assigns it, and sees none of the first salon’s note', async ({
  page,
  baseURL,
}) => {
  const first = await registerOwnerViaApi(baseURL!, uniqueEmail('client-first'));
  const { token, salonId } = await companyAndSalonViaApi(baseURL!, first, 'Salón Primero');
  const email = uniqueEmail('luisa');
  await createClientViaApi(baseURL!, token, {
    salon_id: salonId,
    firstName: 'Luisa',
    lastName: 'Rondón',
    email,
    phoneNumber: '0414 777 8899',
    note: 'Nota privada del primer salón',
  });
  const second = await registerOwnerViaApi(baseURL!, uniqueEmail('client-b'));
  await companyAndSalonViaApi(baseURL!, second, 'Salón Segundo');
  await signInViaApi(page, second.email, second.password, '/en-ve/dashboard/client/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New client' })).toBeVisible();
  await expectAccessible(page, 'new client: search');
  await lookup(page, email.toUpperCase());
  const card = page.getByRole('region', { name: 'Luisa Rondón' });
  await expect(card).toBeVisible();
  await expect(card.getByText(email)).toBeVisible();
  await expect(page.getByText('Nota privada del primer salón')).toHaveCount(0);
  await expectAccessible(page, 'new client: found');
  await card.getByRole('button', { name: 'Assign to this salon' }).click();

  await expect(page.getByText('Client added to this salon')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/client\/[0-9a-f-]+\/view$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Luisa Rondón' })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('No note yet.')).toBeVisible();
  await expect(page.getByText('Nota privada del primer salón')).toHaveCount(0);

  // Searching again now names this salon's own client.
  await page.goto('/en-ve/dashboard/client/new');
  await lookup(page, email);
  await expect(page.getByText('Already your client')).toBeVisible();

  await lookup(page, '0416 000 1122');
  await expect(page.getByText('Client not found in our system')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('+584160001122');
  await expect(page.getByRole('button', { name: 'Create client' })).toBeVisible();
});

test('deactivating a client with future appointments says how many go and that the client is told; cancel keeps it', async ({
  page,
  baseURL,
}) => {
  const salon = await salonWithTwoFutureVisitsViaApi(baseURL!, 'cli-cascade');
  await signInViaApi(page, salon.owner.email, salon.owner.password, '/en-ve/dashboard/client/list');
  const deactivate = page.getByRole('button', { name: 'Deactivate Rosa Díaz' });
  await deactivate.click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate this client?' });
  await expect(dialog).toContainText(
    '2 future appointments will be cancelled and the client is told of each by e-mail (when they have an address).',
  );
  await expectAccessible(page, 'clients: deactivate dialog with future appointments');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await deactivate.click();
  await expect(dialog).toContainText('2 future appointments will be cancelled');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Rosa Díaz is now inactive')).toBeVisible();
  await lastMailTo(salon.clientEmail, /Appointment cancelled|Cita cancelada/);
});

test('the list sorts by no-shows and the profile shows the client’s figures', async ({ page, baseURL }) => {
  const { owner, token, salonId, service, employee, client } = await bookableSalonViaApi(baseURL!, {
    prefix: 'figures',
    salonTitle: 'Salón Cifras',
    serviceName: 'Corte',
    employee: { firstName: 'Luis', lastName: 'Mora' },
  });
  const pedro = await clientViaApi(baseURL!, token, salonId, {
    firstName: 'Pedro',
    lastName: 'Pérez',
    email: uniqueEmail('figures.pedro'),
    phoneNumber: '+58 414 555 0202',
  });
  /** A past appointment, its status then set as the front desk would. */
  const past = async (clientId: string, days: number, status: 'done' | 'no_show') => {
    const visit = await appointmentViaApi(baseURL!, token, {
      salon_id: salonId,
      client_id: clientId,
      service_id: service._id,
      employee_id: employee._id,
      start: caracasInstant(caracasDate(-days).iso, '10:00'),
      override_hours: true,
    });
    const answer = await fetch(`${baseURL}/api/proxy/api/v1/business/appointment/${visit._id}/status`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
  };
  await past(client._id, 1, 'done');
  await past(client._id, 3, 'done');
  await past(pedro._id, 2, 'no_show');
  await past(pedro._id, 4, 'no_show');

  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/client/list');
  const table = page.getByRole('table', { name: 'Clients' });
  const firstRow = table.locator('tbody > tr').first();
  // Newest first: Pedro was added last.
  await expect(firstRow).toContainText('Pedro Pérez');
  await table.getByRole('button', { name: 'No-shows' }).click();
  await expect(table.getByRole('columnheader', { name: 'No-shows' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(firstRow).toContainText('Pedro Pérez');
  await expect(firstRow.getByRole('cell').nth(7)).toHaveText('2');
  await table.getByRole('button', { name: 'No-shows' }).click();
  await expect(table.getByRole('columnheader', { name: 'No-shows' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(firstRow).toContainText('María González');
  await expect(firstRow.getByRole('cell').nth(5)).toHaveText('2');
  await expectAccessible(page, 'clients: sorted by no-shows');

  await firstRow.getByRole('link', { name: 'María González', exact: true }).click();
  const figures = page.getByRole('region', { name: 'Visits and spending' });
  await expect(figures).toBeVisible();
  const figure = (name: string) => figures.locator(`[data-figure="${name}"] dd`);
  await expect(figure('visits')).toHaveText('2');
  await expect(figure('noShows')).toHaveText('0');
  await expect(figure('lateCancellations')).toHaveText('0');
  await expect(figure('totalSpent')).toHaveText(/^\$\d/);
  await expect(figure('lastVisit')).not.toHaveText('None yet');
  await expectAccessible(page, 'client profile: figures');
});
