// The company module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { companyRepository } from './company.repository.js';
export { toCompanyWire } from './company.mapper.js';
export { companyRoutes } from './company.routes.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** The account screen: the caller's company, or the one an owner's login owns. */
export const findCompany = companyRepository.findOwnById;
export const findCompanyOfOwner = companyRepository.findByOwnerAccount;
/** The demo seed. */
export const insertCompany = companyRepository.insert;
