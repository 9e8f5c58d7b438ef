// The salon module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { salonRepository } from './salon.repository.js';
export { freeSlugFor } from './salon-slug.js';
export { decideVerification, type VerificationOutcome } from './salon-verification.service.js';
export { removeFiles } from './salon.files.js';
export { salonRoutes } from './salon.routes.js';
export { salonService } from './salon.service.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The booking page. */
export const salonCategories = salonRepository.categoriesOf;
/** A salon by id, deleted or not: the waitlist's background job, which has only the id. */
export const findSalonById = salonRepository.findOfCompany;
/** Mails to the owner (billing, notices). */
export const findSalonOwner = salonRepository.findOwnerUser;
/** Changes to a salon's staff or gallery lock the salon first. */
export const lockLiveSalon = salonRepository.findLiveForUpdate;
/** The demo seed writes its salons row by row. */
export const insertSalon = salonRepository.insert;
export const setSalonCategories = salonRepository.setCategories;
export const updateSalon = salonRepository.update;
