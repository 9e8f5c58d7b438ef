// The cancellation module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { UPCOMING, futureAppointmentRepository, type FutureOwner } from './cancellation.repository.js';
export { cancelFutureAppointments } from './cancellation.service.js';
