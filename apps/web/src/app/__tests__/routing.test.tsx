import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { signedIn } from '@/test/session-fixture';

describe('routing and language', () => {
  it('sends / to the dashboard, and a signed-out user on to login, in Spanish by default', async () => {
    mockApi({});
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });
    expect(router.state.location.pathname).toBe('/es-ve/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/es-ve/dashboard');
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toContain('Iniciar sesión'));
  });

  it('uses the stored language as the default', async () => {
    localStorage.setItem('language', 'en-ve');
    mockApi({});
    const { router } = await renderApp('/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/en-ve/auth/login');
    expect(document.documentElement.lang).toBe('en');
  });

  it('replaces an unsupported language segment and keeps the rest of the path and query', async () => {
    mockApi({});
    const { router } = await renderApp('/fr-fr/auth/forgot_password?x=1');
    await screen.findByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' });
    expect(router.state.location.pathname).toBe('/es-ve/auth/forgot_password');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('sends a bare language to its dashboard', async () => {
    mockApi({});
    const { router } = await renderApp('/en-ve');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/en-ve/dashboard');
  });

  it('shows the 404 page with a Go to Home button in both languages', async () => {
    mockApi({});
    await renderApp('/en-ve/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Sorry, page not found!' });
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/en-ve/dashboard');
  });

  it('shows the Spanish 404 text', async () => {
    mockApi({});
    await renderApp('/es-ve/nada');
    await screen.findByRole('heading', { level: 1, name: '¡Lo sentimos, página no encontrada!' });
  });

  it('restores a stored session at start-up and shows the welcome screen', async () => {
    const calls = mockApi(signedIn({ company: null }));
    const { router } = await renderApp('/en-ve/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ana!' });
    expect(router.state.location.pathname).toBe('/en-ve/dashboard');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  it('starts logged out when the stored token is rejected, and drops it', async () => {
    localStorage.setItem('accessToken', 'old');
    mockApi({
      'GET /api/v1/business/account/me': () => ({
        status: 401,
        body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'expired' },
      }),
    });
    const { router } = await renderApp('/en-ve/dashboard/account');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/en-ve/auth/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('sends a signed-in user away from login to the dashboard', async () => {
    mockApi(signedIn({ company: null }));
    const { router } = await renderApp('/es-ve/auth/login');
    await screen.findByRole('heading', { level: 1, name: '¡Hola, Ana!' });
    expect(router.state.location.pathname).toBe('/es-ve/dashboard');
  });
});
