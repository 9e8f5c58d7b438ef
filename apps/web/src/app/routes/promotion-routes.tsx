import type { RouteObject } from 'react-router';
import { allowedTo } from '../guards/allowed-to';
import { RouteErrorPage } from '../pages/route-error-page';

const screenErrorElement = <RouteErrorPage embedded />;

const promotionList = allowedTo(
  'promotion.read',
  async () => (await import('../pages/promotion-list-page')).PromotionListPage,
);

/**
 * Dashboard routes of the promotion area (docs/product.md "Screens and routes": promotion, promotion/list,
 * promotion/new, promotion/{id}/edit), relative to `/:langCode/dashboard`.
 */
export const promotionRoutes: RouteObject[] = [
  { path: 'promotion', errorElement: screenErrorElement, lazy: promotionList },
  { path: 'promotion/list', errorElement: screenErrorElement, lazy: promotionList },
  {
    path: 'promotion/new',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'promotion.manage',
      async () => (await import('../pages/promotion-new-page')).PromotionNewPage,
    ),
  },
  {
    path: 'promotion/:id/edit',
    errorElement: screenErrorElement,
    lazy: allowedTo(
      'promotion.manage',
      async () => (await import('../pages/promotion-edit-page')).PromotionEditPage,
    ),
  },
];
