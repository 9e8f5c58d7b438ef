// The diagnostics module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { diagnosticsRepository } from './diagnostics.repository.js';
export { diagnosticsRoutes } from './diagnostics.routes.js';
export { knownMigrations } from './diagnostics.service.js';
