import type { RouteObject } from 'react-router';
import { allowedTo } from '../guards/allowed-to';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const salonList = allowedTo(
  'salon.manage',
  async () => (await import('../pages/salon-list-page')).SalonListPage,
);

/**
 * Dashboard routes of the salon area (docs/product.md "Screens and routes": salon, salon/profile,
 * salon/create_salon_stepper, gallery/edit), relative to `/:langCode/dashboard`.
 */
export const salonRoutes: RouteObject[] = [
  { path: 'salon', errorElement: screenErrorElement, lazy: salonList },
  { path: 'salon/list', errorElement: screenErrorElement, lazy: salonList },
  {
    path: 'salon/profile',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'salon.manage',
      async () => (await import('../pages/salon-profile-page')).SalonProfilePage,
    ),
  },
  {
    path: 'salon/create_salon_stepper',
    errorElement: screenErrorElement,
    lazy: allowedTo('salon.create', async () => (await import('../pages/salon-create-page')).SalonCreatePage),
  },
  {
    path: 'gallery/edit',
    errorElement: screenErrorElement,
    lazy: allowedTo('salon.manage', async () => (await import('../pages/gallery-edit-page')).GalleryEditPage),
  },
];
