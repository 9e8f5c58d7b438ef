import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgressBar } from './route-progress-bar';

const slowRoute = (ms: number) => () => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

const renderWithRoutes = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/',
            element: (
              <>
                <RouteProgressBar />
                <Link to="/fast">fast</Link>
                <Link to="/slow">slow</Link>
                <Outlet />
              </>
            ),
            children: [
              { index: true, element: <p>start</p> },
              { path: 'fast', loader: slowRoute(100), element: <p>fast page</p> },
              { path: 'slow', loader: slowRoute(1000), element: <p>slow page</p> },
            ],
          },
        ],
        { initialEntries: ['/'] },
      )}
    />,
  );

describe('RouteProgressBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for navigations under 300 ms', async () => {
    renderWithRoutes();
    act(() => screen.getByText('fast').click());
    await act(async () => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('fast page')).toBeTruthy();
  });

  it('shows after 300 ms of a slow navigation and hides when it ends', async () => {
    renderWithRoutes();
    act(() => screen.getByText('slow').click());
    await act(async () => vi.advanceTimersByTimeAsync(250));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(700));
    expect(screen.getByText('slow page')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
