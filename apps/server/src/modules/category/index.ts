// The category module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { categoryRepository } from './category.repository.js';
export { toCategoryWire } from './category.mapper.js';
export { categoryRoutes } from './category.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The categories a salon names, to check them. */
export const findCategoriesByIds = categoryRepository.findByIds;
