import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '@/app/pages/route-error-page';
import { i18n } from '@/lib/i18n';
import { AppErrorBoundary } from './error-fallback';

function Broken(): never {
  throw new Error('Kaboom');
}

describe('error fallback', () => {
  it('shows the message, the details and a Retry button that reloads the page', async () => {
    await i18n.changeLanguage('en-ve');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByText('Details')).toBeTruthy();
    expect(screen.getByText(/Kaboom/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });

  it('is translated', async () => {
    await i18n.changeLanguage('es-ve');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});

describe('route errorElement', () => {
  it('shows the fallback for a failing screen, inside its layout', async () => {
    await i18n.changeLanguage('en-ve');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <main>
              <Outlet />
            </main>
          ),
          children: [{ index: true, element: <Broken />, errorElement: <RouteErrorPage embedded /> }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByText(/Kaboom/)).toBeTruthy();
  });
});
