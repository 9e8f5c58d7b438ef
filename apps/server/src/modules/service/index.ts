// The service module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { serviceGroupRepository } from './service-group.repository.js';
export { serviceGroupRoutes } from './service-group.routes.js';
export { serviceRepository } from './service.repository.js';
export { serviceRoutes } from './service.routes.js';
