import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';

const gsiScript = () => document.querySelector('script[src="https://accounts.google.com/gsi/client"]');

describe('Google sign-in', () => {
  afterEach(() => gsiScript()?.remove());

  it('is offered on the Business tab only when the server has a Google client id', async () => {
    mockApi({
      'GET /util/config': () => ({ body: { data: { google_client_id: 'client-1', version: '1' } } }),
    });
    await renderApp('/en-ve/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(gsiScript()).not.toBeNull());
    expect(screen.getByText('or')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Employee' }));
    expect(screen.queryByText('or')).toBeNull();
  });

  it('is not offered when Google sign-in is not configured', async () => {
    mockApi({ 'GET /util/config': () => ({ body: { data: { google_client_id: null, version: '1' } } }) });
    await renderApp('/en-ve/auth/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gsiScript()).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });
});
