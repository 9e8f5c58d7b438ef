import { AppError } from '../lib/errors.js';
import type { AuthContext } from './auth.js';

/** A caller whose company exists; every tenant query is scoped by this id. */
export type TenantAuth = AuthContext & { companyId: string };

export function requireCompany(auth: AuthContext): TenantAuth {
  if (!auth.companyId) throw new AppError('COMPANY_REQUIRED');
  return auth as TenantAuth;
}

/** Company data, billing and salon creation or deletion belong to the owner alone (DECISIONS.md roles). */
export function requireOwner(auth: AuthContext): void {
  if (auth.accountType !== 'business') throw new AppError('FORBIDDEN');
}
