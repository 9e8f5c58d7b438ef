import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const clientList = async () => ({ Component: (await import('../pages/client-list-page')).ClientListPage });

/**
 * Dashboard routes of the client area (SPEC.md section 2: client, client/list, client/new,
 * client/{id}/edit, client/{id}/view), relative to `/:langCode/dashboard`.
 */
export const clientRoutes: RouteObject[] = [
  { path: 'client', errorElement: screenErrorElement, lazy: clientList },
  { path: 'client/list', errorElement: screenErrorElement, lazy: clientList },
  {
    path: 'client/new',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/client-new-page')).ClientNewPage }),
  },
  {
    path: 'client/:id/edit',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/client-edit-page')).ClientEditPage }),
  },
  {
    path: 'client/:id/view',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/client-view-page')).ClientViewPage }),
  },
];
