import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formBody, mockApi, sampleAccount, sampleUser } from '@/test/fetch-mock';
import { accountOf, ME_ROUTE } from '@/test/session-fixture';
import { renderApp } from '@/test/render-app';

const loginData = {
  _id: sampleAccount._id,
  token: 'new-token',
  account_type: 'business',
  user: sampleUser,
  company: [],
  salon: [],
  is_password_temp: false,
};

describe('login', () => {
  it('shows the validation messages under the fields, in the page language', async () => {
    mockApi({});
    await renderApp('/es-ve/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByText('El correo electrónico es obligatorio')).toBeTruthy();
    expect(screen.getByText('La contraseña es obligatoria')).toBeTruthy();
  });

  it('shows "Login failed. Please try again." when the server refuses', async () => {
    mockApi({
      'POST /auth/login': () => ({
        status: 401,
        body: { statusCode: 401, code: 'LOGIN_FAILED', message: 'Login failed. Please try again.' },
      }),
    });
    await renderApp('/en-ve/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail', { exact: false }), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
  });

  it('shows "Invalid login response format" when the answer has no data', async () => {
    mockApi({ 'POST /auth/login': () => ({ body: { nothing: true } }) });
    await renderApp('/en-ve/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid login response format');
  });

  it('signs in as an employee: sends the account type, stores the session and opens the dashboard', async () => {
    const calls = mockApi({
      'POST /auth/login': () => ({ body: { data: { ...loginData, account_type: 'employee' } } }),
      [ME_ROUTE]: () => ({
        body: { data: accountOf({ company: null, account: { account_type: 'employee', type: 'employee' } }) },
      }),
    });
    const { router } = await renderApp('/en-ve/auth/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Employee' }));
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' });
    expect(router.state.location.pathname).toBe('/en-ve/dashboard');
    const login = calls.find((call) => call.url.endsWith('/auth/login'));
    expect(formBody(login!)).toEqual({
      email: 'ana@example.com',
      password: 'Secret#123',
      account_type: 'employee',
    });
    expect(localStorage.getItem('accessToken')).toBe('new-token');
    expect(localStorage.getItem('users_id')).toBe(sampleUser._id);
    expect(localStorage.getItem('account_type')).toBe('employee');
  });

  it('holds a temporary-password login until a new password is set', async () => {
    const calls = mockApi({
      'POST /auth/login': () => ({
        body: { data: { ...loginData, token: 'temp-token', is_password_temp: true } },
      }),
      'PUT /api/v1/business/account/password': () => ({ body: { data: { token: 'fresh-token' } } }),
      [ME_ROUTE]: () => ({ body: { data: accountOf({ company: null }) } }),
    });
    const { router } = await renderApp('/en-ve/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Temp#1234{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    expect(localStorage.getItem('accessToken')).toBeNull();
    await user.type(screen.getByLabelText(/^New password/), 'Temp#1234');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Temp#1234{Enter}');
    expect(await screen.findByText('New password must be different from the old one')).toBeTruthy();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Fresh#5678');
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh#5678{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' });
    expect(dialog.isConnected).toBe(false);
    expect(router.state.location.pathname).toBe('/en-ve/dashboard');
    const change = calls.find((call) => call.url.endsWith('/account/password'));
    expect(change?.headers.get('Authorization')).toBe('Bearer temp-token');
    expect(formBody(change!)).toMatchObject({ currentPassword: 'Temp#1234', newPassword: 'Fresh#5678' });
    await waitFor(() => expect(localStorage.getItem('accessToken')).toBe('fresh-token'));
  });
});
