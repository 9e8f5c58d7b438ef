// The client module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { addClient } from './client-create.js';
export { clientRepository } from './client.repository.js';
export { clientRoutes } from './client.routes.js';
export { findInScope as findClientInScope } from './client.service.js';
