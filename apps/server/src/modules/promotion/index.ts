// The promotion module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { promotionPricing } from './promotion-pricing.service.js';
export { loggedFields, pricedService, termsOf } from './promotion.mapper.js';
export { promotionRepository, type NewLine } from './promotion.repository.js';
export { promotionRoutes } from './promotion.routes.js';
