// The employee module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { employeeRepository } from './employee.repository.js';
export { temporaryPassword } from './employee-access.service.js';
export { employeeRoutes } from './employee.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** Billing: the staff a plan counts. */
export const countEmployeesWithAccess = employeeRepository.countWithAccess;
/** Sign-in and the account screen: the employee behind a login, and that employee. */
export const findEmployeeLogin = employeeRepository.findLogin;
export const findEmployee = employeeRepository.findOwn;
/** The demo seed. */
export const insertEmployee = employeeRepository.insert;
export const setEmployeeServices = employeeRepository.setServices;
