// The commission module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { commissionRoutes } from './commission.routes.js';
