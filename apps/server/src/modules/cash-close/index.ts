// The cash-close module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { guardClosedDayPayment } from './cash-close-lock.service.js';
export { cashCloseRoutes } from './cash-close.routes.js';
export { cashCloseService } from './cash-close.service.js';
