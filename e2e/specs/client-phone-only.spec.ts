import { expect, test, type Page } from '@playwright/test';
import { companyAndSalonViaApi } from '../support/business';
import { expectAccessible, registerOwnerViaApi, signInViaApi, uniqueEmail } from '../support/fixtures';
import { clientViaApi } from '../support/appointments';

// docs/decisions.md "Clients without e-mail".
const newClientNotFound = async (page: Page, phone: string) => {
  await page.goto('/en-ve/dashboard/client/new');
  const field = page.getByRole('textbox', { name: 'E-mail or phone' });
  await field.fill(phone);
  await field.press('Enter');
  await expect(page.getByText('Client not found in our system')).toBeVisible();
};

test('a client with only a phone is created, and a second client of that phone leads to the first', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('client-phone'));
  const { token, salonId } = await companyAndSalonViaApi(baseURL!, owner, 'Salón Teléfonos');
  await clientViaApi(baseURL!, token, salonId, {
    firstName: 'Rosa',
    lastName: 'Páez',
    email: '',
    phoneNumber: '0414-111.22.33',
  });
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/client');

  // A phone alone is enough: the e-mail is left empty.
  await newClientNotFound(page, '0414 222 3344');
  await page.getByRole('textbox', { name: 'First name' }).fill('Luis');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Mora');
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByText('Client created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Luis Mora' })).toBeVisible();

  // Rosa's number typed another way: never a silent second client.
  await newClientNotFound(page, '0414 999 8877');
  await page.getByRole('textbox', { name: 'First name' }).fill('Rosita');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Páez');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+58 414 111 2233');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Already a client: Rosa Páez' })).toBeVisible();
  await expectAccessible(page, 'new client: phone already a client');
  await page.getByRole('link', { name: 'Open client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rosa Páez' })).toBeVisible();
});
