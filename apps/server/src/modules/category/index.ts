// The category module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { toCategoryWire } from './category.mapper.js';
export { categoryRepository } from './category.repository.js';
export { categoryRoutes } from './category.routes.js';
