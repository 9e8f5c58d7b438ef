// The cancellation module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { futureAppointmentRepository } from './cancellation.repository.js';
export type { FutureOwner } from './cancellation.repository.js';
export { cancelFutureAppointments } from './cancellation.service.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** Future appointments of an employee, a client or a service (the deactivation dialogs warn with it). */
export const countFutureAppointments = futureAppointmentRepository.countFuture;
