// The dashboard module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { dashboardRoutes } from './dashboard.routes.js';
