// The account module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { toUserWire } from './account.mapper.js';
export { accountRoutes } from './account.routes.js';
export { accountWireOf } from './account.service.js';
