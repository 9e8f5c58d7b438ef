import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formBody, mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

describe('forgot password', () => {
  it('asks for a code, resets the password and goes back to login', async () => {
    const calls = mockApi({ 'POST /auth/reset-password': () => ({ body: { data: { ok: true } } }) });
    const { router } = await renderApp('/en-ve/auth/forgot_password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^E-mail/), 'ana@example.com{Enter}');
    await user.type(await screen.findByLabelText(/^Verification code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh#5678');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh#5678{Enter}');
    expect(await screen.findByText('Your password was reset. Sign in with your new password.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-ve/auth/login'));
    expect(calls.filter((call) => call.method === 'POST').map(formBody)).toEqual([
      { email: 'ana@example.com' },
      { email: 'ana@example.com', code: '123456', password: 'Fresh#5678' },
    ]);
  });
});
