import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  registerOwnerViaApi,
  signIn,
  signInViaApi,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/fixtures';

test('an owner updates the profile ("No changes were made" when nothing changed), then changes the password: a weak one is refused, the new one keeps the session and signs in', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('account'));
  await signInViaApi(page, owner.email, owner.password, '/en-ve/dashboard/account');
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'account: general');

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('No changes were made')).toBeVisible();

  await page.getByLabel('Phone').fill('123');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Enter a valid phone number, e.g. 0414-123.45.67 or +58 414 1234567'),
  ).toBeVisible();

  await page.getByLabel('First name').fill('Lucía Elena');
  await page.getByLabel('Phone').fill('+58 412 555 0199');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account was updated.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Lucía Elena');

  // The same owner changes the password: one sign-up for both tabs.
  await page.goto('/en-ve/dashboard/account?tab=password');
  await expect(page.getByRole('tab', { name: 'Change password' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'account: change password');

  await page.getByLabel('Current password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('abcdefgh');
  await page.getByLabel('Confirm new password', { exact: true }).fill('abcdefgh');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must contain a number')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Cambiada#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Cambiada#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed.')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/account/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, owner.email, 'Cambiada#2026');
});
