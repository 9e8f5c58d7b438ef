import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formBody, mockApi, sampleAccount } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { signedIn } from '@/test/session-fixture';
import { validateAvatar } from './avatar-picker';

describe('account screen', () => {
  it('opens the tab named in the query', async () => {
    mockApi(signedIn({ company: null }));
    await renderApp('/en-ve/dashboard/account?tab=password');
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(screen.getByRole('tab', { name: 'Change password' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Change password' })).toBeTruthy();
  });

  it('checks the change-password rules and stores the new token', async () => {
    const calls = mockApi({
      ...signedIn({ company: null }),
      'PUT /api/v1/business/account/password': (call) =>
        formBody(call).currentPassword === 'Old#12345'
          ? { body: { data: { token: 'rotated' } } }
          : {
              status: 400,
              body: {
                statusCode: 400,
                code: 'PASSWORD_INCORRECT',
                message: 'The current password is not correct.',
              },
            },
    });
    await renderApp('/en-ve/dashboard/account?tab=password');
    const user = userEvent.setup();
    const current = await screen.findByLabelText(/^Current password/);
    const fresh = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);

    await user.type(current, 'Old#12345');
    await user.type(fresh, 'abcdefgh');
    await user.type(confirm, 'abcdefgx{Enter}');
    expect(await screen.findByText('Password must contain a number')).toBeTruthy();

    await user.clear(fresh);
    await user.type(fresh, 'Old#12345{Enter}');
    expect(await screen.findByText('New password must be different from the old one')).toBeTruthy();

    await user.clear(fresh);
    await user.type(fresh, 'New#12345{Enter}');
    expect(await screen.findByText('Passwords must match')).toBeTruthy();

    await user.clear(current);
    await user.type(current, 'Wrong#123');
    await user.clear(confirm);
    await user.type(confirm, 'New#12345{Enter}');
    expect(await screen.findByText('The current password is not correct.')).toBeTruthy();

    await user.clear(current);
    await user.type(current, 'Old#12345{Enter}');
    expect(await screen.findByText('Your password was changed.')).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('rotated');
    const change = calls.filter((call) => call.url.endsWith('/account/password')).at(-1);
    expect(formBody(change!)).toMatchObject({ currentPassword: 'Old#12345', newPassword: 'New#12345' });
  });

  it('says "No changes were made" when nothing changed, and sends only what changed', async () => {
    localStorage.setItem('users_id', sampleAccount.user._id);
    localStorage.setItem('account_type', 'business');
    const updated = { ...sampleAccount, user: { ...sampleAccount.user, phone: '0414 123 4567' } };
    const calls = mockApi({
      ...signedIn({ company: null }),
      'PUT /api/v1/business/account/me': () => ({ body: { data: updated } }),
    });
    await renderApp('/en-ve/dashboard/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('No changes were made')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    expect((screen.getByLabelText(/^E-mail/) as HTMLInputElement).readOnly).toBe(true);
    await user.type(screen.getByLabelText(/^Phone/), '0414 12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a valid phone number, e.g. 0414-123.45.67 or +58 414 1234567'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/^Phone/), '3 4567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account was updated.')).toBeTruthy();

    const put = calls.find((call) => call.method === 'PUT');
    const sent = put?.body as FormData;
    expect(sent.get('phone')).toBe('+584141234567');
    expect(sent.has('name')).toBe(false);
    expect(sent.get('users_id')).toBe(sampleAccount.user._id);
  });

  it('refuses avatars of the wrong type or size before uploading', async () => {
    expect(validateAvatar(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
    expect(validateAvatar(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBe(
      'validation.file.type',
    );
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    expect(validateAvatar(big)).toBe('validation.file.size');

    mockApi(signedIn({ company: null }));
    await renderApp('/en-ve/dashboard/account');
    const input = (await screen.findByLabelText('Profile photo')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'doc.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a supported image (jpeg, jpg, png, gif)',
    );
  });
});

describe('dashboard chrome', () => {
  it('logs out even when the server call fails, and says so', async () => {
    localStorage.setItem('users_id', 'u');
    localStorage.setItem('account_type', 'business');
    localStorage.setItem('salonId', 's');
    mockApi({
      ...signedIn({ company: null }),
      'POST /auth/logout': () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'boom' },
      }),
    });
    const { router } = await renderApp('/en-ve/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('ana@example.com')).toBeTruthy();
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Unable to logout!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-ve/auth/login'));
    for (const key of ['accessToken', 'users_id', 'account_type', 'salonId'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('switches language keeping the path and the query, and stores it', async () => {
    mockApi(signedIn({ company: null }));
    const { router } = await renderApp('/es-ve/dashboard/account?tab=password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cambiar idioma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Account' });
    expect(router.state.location.pathname).toBe('/en-ve/dashboard/account');
    expect(router.state.location.search).toBe('?tab=password');
    expect(localStorage.getItem('language')).toBe('en-ve');
    expect(document.documentElement.lang).toBe('en');
  });

  it('changes the navigation layout from the settings drawer and persists it', async () => {
    mockApi(signedIn({ company: null }));
    await renderApp('/en-ve/dashboard');
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(nav.querySelector('ul')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(screen.getByRole('button', { name: /Horizontal/ }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Main navigation' }).querySelector('ul')).toBeNull(),
    );
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ layout: 'horizontal' });

    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('button', { name: 'Reset settings' }));
    expect(JSON.parse(localStorage.getItem('settings') ?? '{}')).toMatchObject({ layout: 'vertical' });
  });
});
