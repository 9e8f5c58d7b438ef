import type { RouteObject } from 'react-router';
import { allowedTo } from '../guards/allowed-to';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const serviceList = allowedTo(
  'service.read',
  async () => (await import('../pages/service-list-page')).ServiceListPage,
);

/**
 * Dashboard routes of the service area (docs/product.md "Screens and routes": service, service/list,
 * service/groups, service/new, service/{id}/edit, service/{id}/test), relative to `/:langCode/dashboard`.
 */
export const serviceRoutes: RouteObject[] = [
  { path: 'service', errorElement: screenErrorElement, lazy: serviceList },
  { path: 'service/list', errorElement: screenErrorElement, lazy: serviceList },
  {
    path: 'service/groups',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'service.read',
      async () => (await import('../pages/service-groups-page')).ServiceGroupsPage,
    ),
  },
  {
    path: 'service/new',
    errorElement: screenErrorElement,
    lazy: allowedTo('service.manage', async () => (await import('../pages/service-new-page')).ServiceNewPage),
  },
  {
    path: 'service/:id/edit',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'service.manage',
      async () => (await import('../pages/service-edit-page')).ServiceEditPage,
    ),
  },
  {
    path: 'service/:id/test',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'service.read',
      async () => (await import('../pages/service-preview-page')).ServicePreviewPage,
    ),
  },
];
