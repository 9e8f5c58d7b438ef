// The review module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { reviewRepository } from './review.repository.js';
export { reviewRoutes } from './review.routes.js';
export type { ReviewView } from './review.repository.js';
export { reviewService, visibleReviews } from './review.service.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The demo seed. */
export const doneAppointmentsBetween = reviewRepository.doneBetween;
export const insertReviews = reviewRepository.insertMany;
