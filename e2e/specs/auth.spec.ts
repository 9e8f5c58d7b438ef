import { expect, test } from '@playwright/test';
import {
  codeIn,
  DEMO,
  expectAccessible,
  lastMailTo,
  registerOwnerViaApi,
  signIn,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../support/fixtures';

test('a new owner registers in four steps with the code from the e-mail, and lands signed in', async ({
  page,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/en-ve/auth/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectAccessible(page, 'register: start');

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weakpass');
  await page.getByLabel('Confirm password', { exact: true }).fill('weakpass');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Password must contain an uppercase letter')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText(/We sent a 6-digit code to/)).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend code/ })).toBeDisabled();
  await expect(page.getByText(/You can ask for a new code in \d+ s/)).toBeVisible();
  await expectAccessible(page, 'register: code');
  const mail = await lastMailTo(email, /Your verification code/);
  await page.getByLabel('Verification code').fill(codeIn(mail));
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.getByLabel('First name').fill('Carla');
  await page.getByLabel('Last name').fill('Mendoza');
  await expectAccessible(page, 'register: personal data');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expectAccessible(page, 'register: finish');
  await page
    .getByRole('button', { name: 'Go to the dashboard' })
    .or(page.getByRole('link', { name: 'Go to the dashboard' }))
    .click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Welcome, Carla!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
});

test('a wrong password reads "Login failed", in both languages; the demo owner signs in, keeps the session over a reload, and logs out', async ({
  page,
}) => {
  await page.goto('/en-ve/auth/login');
  await expectAccessible(page, 'login');
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong#pass1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Login failed. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.goto('/es-ve/auth/login');
  await page.getByLabel('Correo electrónico').fill('nadie@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('Wrong#pass1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('No se pudo iniciar sesión. Por favor, inténtalo de nuevo.')).toBeVisible();

  // Then the right password: the demo owner signs in, keeps the session over a reload, and logs out.
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: /Welcome, Daniela/ })).toBeVisible();
  await expectAccessible(page, 'dashboard home');
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('accessToken'),
    user: localStorage.getItem('users_id'),
    type: localStorage.getItem('account_type'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.user).toBeTruthy();
  expect(stored.type).toBe('business');

  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome, Daniela/ })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/en-ve\/auth\/login/);
  const cleared = await page.evaluate(() =>
    ['accessToken', 'users_id', 'account_type', 'salonId'].map((key) => localStorage.getItem(key)),
  );
  expect(cleared).toEqual([null, null, null, null]);
  // The revoked token no longer opens the dashboard.
  await page.goto('/en-ve/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('a token revoked elsewhere sends the user back to sign in; a forgotten password is reset with the mailed code', async ({
  page,
  baseURL,
}) => {
  const owner = await registerOwnerViaApi(baseURL!, uniqueEmail('revoked'));
  await signIn(page, owner.email, owner.password);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const out = await fetch(`${baseURL}/api/proxy/auth/logout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(out.status).toBe(200);

  await page.getByRole('link', { name: 'Account' }).first().click();
  await page.reload();
  await expect(page).toHaveURL(/\/en-ve\/auth\/login/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  // The same owner, signed out, resets a forgotten password with the mailed code.
  await page.goto('/en-ve/auth/forgot_password');
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  const mail = await lastMailTo(owner.email, /Reset your password/);
  await page.getByLabel('Verification code').fill(codeIn(mail));
  await page.getByLabel('New password', { exact: true }).fill('Renovada#2026');
  await page
    .getByLabel('Confirm new password', { exact: true })
    .or(page.getByLabel('Confirm password', { exact: true }))
    .fill('Renovada#2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/en-ve\/auth\/login/);
  await signIn(page, owner.email, 'Renovada#2026');
});
