// The promotion module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { promotionRepository } from './promotion.repository.js';
export { promotionPricing } from './promotion-pricing.service.js';
export { loggedFields, pricedService, termsOf } from './promotion.mapper.js';
export type { NewLine } from './promotion.repository.js';
export { promotionRoutes } from './promotion.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The demo seed. */
export const insertPromotion = promotionRepository.insert;
export const replacePromotionLines = promotionRepository.replaceLines;
