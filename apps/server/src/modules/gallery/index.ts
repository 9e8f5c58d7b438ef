// The gallery module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { galleryRepository } from './gallery.repository.js';
export { galleryRoutes } from './gallery.routes.js';
