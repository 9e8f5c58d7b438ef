// The client module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { clientRepository } from './client.repository.js';
export { addClient, applyBookingChoices } from './client-create.js';
export { clientRoutes } from './client.routes.js';
export { findInScope as findClientInScope } from './client.service.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The booking paths: a client of the salon found by phone or e-mail, or by id. */
export const findClientInSalon = clientRepository.findInSalon;
export const findClient = clientRepository.findOwn;
/** The demo seed only; product code adds a client with `addClient`. */
export const insertClient = clientRepository.insert;
