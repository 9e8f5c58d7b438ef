import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const promotionList = async () => ({
  Component: (await import('../pages/promotion-list-page')).PromotionListPage,
});

/**
 * Dashboard routes of the promotion area (SPEC.md section 2: promotion, promotion/list, promotion/new,
 * promotion/{id}/edit), relative to `/:langCode/dashboard`.
 */
export const promotionRoutes: RouteObject[] = [
  { path: 'promotion', errorElement: screenErrorElement, lazy: promotionList },
  { path: 'promotion/list', errorElement: screenErrorElement, lazy: promotionList },
  {
    path: 'promotion/new',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/promotion-new-page')).PromotionNewPage }),
  },
  {
    path: 'promotion/:id/edit',
    errorElement: screenErrorElement,
    lazy: async () => ({ Component: (await import('../pages/promotion-edit-page')).PromotionEditPage }),
  },
];
