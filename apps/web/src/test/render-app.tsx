import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { routes } from '@/app/router';
import { i18n } from '@/lib/i18n';
import { getDefaultLanguage } from '@/lib/lang-path';

export type AppRouter = ReturnType<typeof createMemoryRouter>;

/** The whole app (real routes and providers) at a URL, for screen-level tests. */
export const renderApp = async (url: string): Promise<RenderResult & { router: AppRouter }> => {
  await i18n.changeLanguage(getDefaultLanguage());
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
};
