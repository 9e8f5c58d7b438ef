// The salon module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { freeSlugFor } from './salon-slug.js';
export { decideVerification, type VerificationOutcome } from './salon-verification.service.js';
export { removeFiles } from './salon.files.js';
export { salonRepository } from './salon.repository.js';
export { salonRoutes } from './salon.routes.js';
export { salonService } from './salon.service.js';
