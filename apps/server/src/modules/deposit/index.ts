// The deposit module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { depositRepository } from './deposit.repository.js';
export { depositNeeded, holdForDeposit } from './deposit-plan.js';
export { registerDepositJobs } from './deposit.jobs.js';
export { depositRoutes } from './deposit.routes.js';
export { depositWireOf, reportDeposit } from './deposit.service.js';

/** An appointment's deposit, for the visit page. */
export const findDeposit = depositRepository.findByAppointment;
