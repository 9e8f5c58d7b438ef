// The visit module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { visitRoutes } from './visit.routes.js';
