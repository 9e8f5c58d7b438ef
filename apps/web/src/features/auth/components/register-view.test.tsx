import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formBody, mockApi, sampleAccount } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('register', () => {
  it('marks a taken e-mail on the e-mail field', async () => {
    mockApi({ 'POST /auth/check-account': () => ({ body: { data: { can_register: false } } }) });
    await renderApp('/en-ve/auth/register');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret#123{Enter}');
    expect(await screen.findByText('This e-mail is already registered.')).toBeTruthy();
  });

  it('goes through the four steps and signs the user in', async () => {
    const calls = mockApi({
      'POST /auth/check-account': () => ({ body: { data: { can_register: true } } }),
      'POST /api/v1/otp/send-otp': () => ({ body: { data: { sent: true, resend_after_seconds: 60 } } }),
      'POST /api/v1/otp/verify-otp': (call) =>
        formBody(call).code === '123456'
          ? { body: { data: { ok: true } } }
          : {
              status: 400,
              body: { statusCode: 400, code: 'OTP_INVALID', message: 'The code is not valid.' },
            },
      'POST /auth/signup': () => ({
        body: { data: { accessToken: 'signup-token', user: sampleAccount.user, account: sampleAccount } },
      }),
    });
    await renderApp('/en-ve/auth/register');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'weak');
    await user.type(screen.getByLabelText(/^Confirm password/), 'weak{Enter}');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Secret#123{Enter}');

    await screen.findByRole('heading', { level: 2, name: 'Check your e-mail' });
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/You can ask for a new code in \d+ s/)).toBeTruthy();

    await user.type(screen.getByLabelText(/^Verification code/), '000000{Enter}');
    expect(await screen.findByText('The code is not valid.')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^Verification code/));
    await user.type(screen.getByLabelText(/^Verification code/), '123456{Enter}');

    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'Pérez{Enter}');

    await screen.findByRole('heading', { level: 2, name: 'Congratulations!' });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
    expect(localStorage.getItem('accessToken')).toBe('signup-token');
    const signup = calls.find((call) => call.url.endsWith('/auth/signup'));
    expect(formBody(signup!)).toEqual({
      email: 'ana@example.com',
      password: 'Secret#123',
      firstName: 'Ana',
      lastName: 'Pérez',
      auth_type: 'local',
    });
  });
});
