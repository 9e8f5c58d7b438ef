// The employee module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { temporaryPassword } from './employee-access.service.js';
export { employeeRepository } from './employee.repository.js';
export { employeeRoutes } from './employee.routes.js';
