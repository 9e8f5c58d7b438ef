// The diagnostics module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { diagnosticsRepository } from './diagnostics.repository.js';
export { diagnosticsRoutes } from './diagnostics.routes.js';
export { knownMigrations } from './diagnostics.service.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The health check: which migrations the database has. */
export const appliedMigrations = diagnosticsRepository.appliedMigrations;
