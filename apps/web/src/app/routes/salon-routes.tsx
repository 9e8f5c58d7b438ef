import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const salonList = async () => ({ Component: (await import('../pages/salon-list-page')).SalonListPage });

/**
 * Dashboard routes of the salon area (SPEC.md section 2: salon, salon/profile,
 * salon/create_salon_stepper, gallery/edit), relative to `/:langCode/dashboard`.
 */
export const salonRoutes: RouteObject[] = [
  { path: 'salon', errorElement: screenErrorElement, lazy: salonList },
  { path: 'salon/list', errorElement: screenErrorElement, lazy: salonList },
  {
    path: 'salon/profile',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/salon-profile-page')).SalonProfilePage }),
  },
  {
    path: 'salon/create_salon_stepper',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/salon-create-page')).SalonCreatePage }),
  },
  {
    path: 'gallery/edit',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/gallery-edit-page')).GalleryEditPage }),
  },
];
