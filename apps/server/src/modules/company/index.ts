// The company module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
export { toCompanyWire } from './company.mapper.js';
export { companyRepository } from './company.repository.js';
export { companyRoutes } from './company.routes.js';
