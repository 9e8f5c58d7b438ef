// The booking module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { bookingPageDocument } from './booking-page-html.js';
export { insertClientVisit, onlineClientOf } from './booking-insert.js';
export { bookingRoutes } from './booking.routes.js';
export {
  assertWithinBounds,
  bookingBounds,
  chosenServices,
  clientBlocked,
  closedReason,
  openSalonOrThrow,
  salonOrThrow,
  staffFor,
  visitShape,
  type VisitShape,
} from './booking.rules.js';
export { slotTaken } from './booking.service.js';
