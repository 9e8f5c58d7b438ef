// The service module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { serviceRepository } from './service.repository.js';
import { serviceGroupRepository } from './service-group.repository.js';
export { serviceGroupRoutes } from './service-group.routes.js';
export { serviceRoutes } from './service.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The demo seed. */
export const insertServiceGroup = serviceGroupRepository.insert;

export const insertService = serviceRepository.insert;
export const findServicePage = serviceRepository.findPage;
