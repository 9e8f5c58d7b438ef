import type { RouteObject } from 'react-router';
import { allowedTo } from '../guards/allowed-to';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const clientList = allowedTo(
  'client.read',
  async () => (await import('../pages/client-list-page')).ClientListPage,
);

/**
 * Dashboard routes of the client area (docs/product.md "Screens and routes": client, client/list, client/new,
 * client/{id}/edit, client/{id}/view), relative to `/:langCode/dashboard`.
 */
export const clientRoutes: RouteObject[] = [
  { path: 'client', errorElement: screenErrorElement, lazy: clientList },
  { path: 'client/list', errorElement: screenErrorElement, lazy: clientList },
  {
    path: 'client/new',
    errorElement: screenErrorElement,
    lazy: allowedTo('client.manage', async () => (await import('../pages/client-new-page')).ClientNewPage),
  },
  {
    path: 'client/:id/edit',
    errorElement: screenErrorElement,
    lazy: allowedTo('client.manage', async () => (await import('../pages/client-edit-page')).ClientEditPage),
  },
  {
    path: 'client/:id/view',
    errorElement: screenErrorElement,
    lazy: allowedTo('client.read', async () => (await import('../pages/client-view-page')).ClientViewPage),
  },
];
