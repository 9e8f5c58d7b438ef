import { expect, type Page } from '@playwright/test';
import { allWeekDays } from './appointments';
import { PNG_1PX } from './company';
import { lastMailTo, uniqueEmail } from './fixtures';

const api = (baseURL: string) => `${baseURL}/api/proxy/api/v1/business`;

/**
 * An employee of `role` with app access, made through the API; answers the e-mail and the temporary password
 * from the access mail (asked in English, read in either language in case the owner's stored one wins).
 */
export async function staffWithAccessViaApi(
  baseURL: string,
  token: string,
  salonId: string,
  role: string,
  prefix: string,
) {
  const email = uniqueEmail(`${prefix}.${role}`);
  const form = new FormData();
  form.append('salon_id', salonId);
  form.append('firstName', 'Carla');
  form.append('lastName', 'Méndez');
  form.append('email', email);
  form.append('phoneNumber', '+58 414 555 0103');
  form.append('role', role);
  form.append('services', JSON.stringify([]));
  form.append('schedule', JSON.stringify(allWeekDays()));
  form.append('active_in_calendar', 'false');
  form.append('avatar', new Blob([PNG_1PX], { type: 'image/png' }), 'avatar.png');
  const created = await fetch(`${api(baseURL)}/employee`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { data } = (await created.json()) as { data: { _id: string } };
  const granted = await fetch(`${api(baseURL)}/employee/${data._id}/access`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en-ve',
    },
    body: '{}',
  });
  expect(granted.status, await granted.clone().text()).toBe(200);
  const mail = await lastMailTo(email);
  return {
    id: data._id,
    email,
    temporary: /(?:Temporary password|Contraseña temporal): (\S+)/.exec(mail.text)?.[1] ?? '',
  };
}

/** Signs an employee in on the login screen with the temporary password, setting their own at once. */
export async function staffSignIn(page: Page, staff: { email: string; temporary: string }) {
  await page.goto('/en-ve/auth/login');
  await page.getByRole('tab', { name: 'Employee' }).click();
  await page.getByLabel('E-mail').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.temporary);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  const change = page.getByRole('dialog', { name: 'Set a new password' });
  await change.getByLabel('New password', { exact: true }).fill('Propia#2026x');
  await change.getByLabel('Confirm new password').fill('Propia#2026x');
  await change.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/en-ve\/dashboard/);
}
