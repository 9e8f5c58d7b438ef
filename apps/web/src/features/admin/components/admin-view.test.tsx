import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { ADMIN, ADMIN_TOKEN, admin, callsTo, jsonBody, list, payment } from './admin-test-data';

const PAGE = '/en-ve/admin';

const signIn = async () => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), admin.email);
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret-123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
};

describe('administrator screen', () => {
  it('signs in with its own token, shows the pending payment and confirms it', async () => {
    let decided = false;
    const calls = mockApi({
      [`POST ${ADMIN}/auth/login`]: () => ({ body: { data: { token: ADMIN_TOKEN, admin } } }),
      [`GET ${ADMIN}/me`]: () => ({ body: { data: admin } }),
      [`GET ${ADMIN}/payments`]: () => list(decided ? [] : [payment()]),
      [`POST ${ADMIN}/payments/${payment()._id}/confirm`]: () => {
        decided = true;
        return { body: { data: { ...payment(), status: 'confirmed' } } };
      },
    });
    localStorage.setItem('accessToken', 'business-token');
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeTruthy();
    const user = await signIn();

    expect(await screen.findByRole('heading', { level: 1, name: 'Platform administration' })).toBeTruthy();
    expect(screen.getByText(admin.email)).toBeTruthy();
    expect(localStorage.getItem('salon.adminToken')).toBe(ADMIN_TOKEN);
    expect(localStorage.getItem('accessToken')).toBe('business-token');
    const login = callsTo(calls, 'POST', `${ADMIN}/auth/login`)[0]!;
    expect(login.headers.get('Authorization')).toBeNull();
    expect(jsonBody(login)).toEqual({ email: admin.email, password: 'Secret-123' });

    expect(screen.getByRole('tab', { name: 'Payments' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
    const table = await screen.findByRole('table', { name: 'Reported payments' });
    const row = (await within(table).findByRole('rowheader', { name: /Bella C\.A\./ })).closest('tr')!;
    for (const text of ['J-12345678-9', 'owner@bella.example', 'Standard · Monthly', 'Pago móvil', '$31.00'])
      expect(within(row).getByText(text)).toBeTruthy();
    for (const text of ['Bs. 1,240.50', '0102-55667788', 'Banesco', '0414 123 4567', 'V12345678'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText('Jan 20, 2030')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    const queue = callsTo(calls, 'GET', `${ADMIN}/payments`)[0]!;
    expect(queue.url).toContain('status=pending');
    expect(queue.headers.get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);

    await user.click(within(row).getByRole('button', { name: 'Confirm payment 0102-55667788' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this payment?' });
    expect(within(dialog).getByText(/Bella C\.A\. reported \$31\.00 by Pago móvil/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    expect(await screen.findByText('Payment of Bella C.A. confirmed.')).toBeTruthy();
    const confirm = callsTo(calls, 'POST', `${ADMIN}/payments/${payment()._id}/confirm`);
    expect(confirm).toHaveLength(1);
    expect(confirm[0]!.headers.get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(await screen.findByText('No payments with this status.')).toBeTruthy();
    expect(within(table).queryByRole('rowheader', { name: /Bella C\.A\./ })).toBeNull();
  });

  it('rejects a payment only with a reason, on a phone', async () => {
    localStorage.setItem('salon.adminToken', ADMIN_TOKEN);
    // A phone-wide screen: no min-width query matches, so the queue shows cards.
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: !/min-width/.test(query) && matchMedia(query).matches,
    }));
    const calls = mockApi({
      [`GET ${ADMIN}/me`]: () => ({ body: { data: admin } }),
      [`GET ${ADMIN}/payments`]: () => list([payment()]),
      [`POST ${ADMIN}/payments/${payment()._id}/reject`]: () => ({
        body: { data: { ...payment(), status: 'rejected', rejection_reason: 'No such transfer' } },
      }),
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    const cards = await screen.findByRole('list', { name: 'Reported payments' });
    const card = await within(cards).findByRole('region', { name: 'Bella C.A.' });
    expect(within(card).getByText('Bs. 1,240.50')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Reject payment 0102-55667788' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await within(dialog).findByText('Say why the payment is rejected')).toBeTruthy();
    const reject = `${ADMIN}/payments/${payment()._id}/reject`;
    expect(callsTo(calls, 'POST', reject)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'No such transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('Payment of Bella C.A. rejected.')).toBeTruthy();
    const sent = callsTo(calls, 'POST', reject);
    expect(sent).toHaveLength(1);
    expect(jsonBody(sent[0]!)).toEqual({ reason: 'No such transfer' });
    expect(sent[0]!.headers.get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
  });

  it('shows a failed sign-in and goes back to the form when the token is refused', async () => {
    localStorage.setItem('salon.adminToken', 'adm_stale');
    localStorage.setItem('accessToken', 'business-token');
    mockApi({
      [`GET ${ADMIN}/me`]: () => ({
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'No' },
      }),
      [`GET ${ADMIN}/payments`]: () => ({
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'No' },
      }),
      [`POST ${ADMIN}/auth/login`]: () => ({
        status: 401,
        body: { statusCode: 401, code: 'LOGIN_FAILED', message: 'Login failed' },
      }),
    });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrator sign-in' })).toBeTruthy();
    expect(localStorage.getItem('salon.adminToken')).toBeNull();
    // The business session is not the administrator's: it stays.
    expect(localStorage.getItem('accessToken')).toBe('business-token');

    await signIn();
    expect(await screen.findByText('Login failed. Please try again.')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('salon.adminToken')).toBeNull());
  });

  it('signs out in Spanish, leaving the business session alone', async () => {
    localStorage.setItem('salon.adminToken', ADMIN_TOKEN);
    localStorage.setItem('accessToken', 'business-token');
    const calls = mockApi({
      [`GET ${ADMIN}/me`]: () => ({ body: { data: admin } }),
      [`GET ${ADMIN}/payments`]: () => list([]),
      [`POST ${ADMIN}/auth/logout`]: () => ({ body: { data: { ok: true } } }),
    });
    await renderApp('/es-ve/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administración de la plataforma' }),
    ).toBeTruthy();
    expect(await screen.findByText('No hay pagos con este estado.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acceso de administradores' })).toBeTruthy();
    const logout = callsTo(calls, 'POST', `${ADMIN}/auth/logout`);
    expect(logout[0]!.headers.get('Authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    expect(localStorage.getItem('salon.adminToken')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBe('business-token');
  });
});
