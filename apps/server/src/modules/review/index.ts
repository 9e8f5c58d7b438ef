// The review module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { reviewRepository } from './review.repository.js';
export { reviewRoutes } from './review.routes.js';
export { reviewService } from './review.service.js';
