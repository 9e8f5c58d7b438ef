// The gallery module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { galleryRepository } from './gallery.repository.js';
export { galleryRoutes } from './gallery.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The demo seed. */
export const insertGalleryImages = galleryRepository.insertMany;
