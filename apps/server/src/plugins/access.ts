import { can, type Permission } from '@salon/core';
import type { AppContext } from '../lib/context.js';
import type { Executor } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { and, eq, isNull } from 'drizzle-orm';
import { salons, type SalonRow } from '../db/tables/salon.table.js';
import type { AuthContext } from './auth.js';
import { asNamedStatement } from '../lib/named-statement.js';

/** The company's salons that are not deleted. */
export const liveSalonOf = (companyId: string) =>
  and(eq(salons.companyId, companyId), isNull(salons.deletedAt));

/**
 * A live salon of the company; another company's, or a deleted one, is not found. Every module that acts on
 * a salon reads it here, after the caller's checks below or in their place when the salon comes from a row.
 */
export const liveSalons = {
  async find(ex: Executor, id: string, companyId: string): Promise<SalonRow | undefined> {
    const [row] = await asNamedStatement(
      ex
        .select()
        .from(salons)
        .where(and(eq(salons.id, id), liveSalonOf(companyId)))
        .limit(1),
      'live_salon',
    );
    return row;
  },
};

/** A caller whose company exists; every tenant query is scoped by this id. */
export type TenantAuth = AuthContext & { companyId: string };

export function requireCompany(auth: AuthContext): TenantAuth {
  if (!auth.companyId) throw new AppError('COMPANY_REQUIRED');
  return auth as TenantAuth;
}

/**
 * Company data, billing and salon creation or deletion belong to the owner alone
 * (docs/product.md "Roles and permissions").
 */
export function requireOwner(auth: AuthContext): void {
  if (auth.role !== 'owner') throw new AppError('FORBIDDEN');
}

/**
 * The roles table (docs/product.md "Roles and permissions"): a role without the permission gets 403 and
 * nothing changes.
 */
export function requirePermission(auth: AuthContext, permission: Permission): void {
  if (!can(auth.role, permission)) throw new AppError('FORBIDDEN');
}

/**
 * Whether the caller may see this salon at all: the owner sees every salon of the company, an employee only
 * their own. Another salon reads exactly like a missing one (no existence oracle).
 */
export const inSalonScope = (auth: AuthContext, salonId: string): boolean =>
  auth.salonId === null || auth.salonId === salonId;

/**
 * The permission and salon-scope checks every salon-scoped call starts with; `find` reads the salon of the
 * caller's company. Another salon reads exactly like a missing one.
 */
async function checkedSalon(
  auth: AuthContext,
  salonId: string,
  permission: Permission,
  find: (companyId: string) => Promise<SalonRow | undefined>,
): Promise<{ tenant: TenantAuth; salon: SalonRow }> {
  requirePermission(auth, permission);
  const tenant = requireCompany(auth);
  const salon = inSalonScope(auth, salonId) ? await find(tenant.companyId) : undefined;
  if (!salon) throw new AppError('SALON_NOT_FOUND');
  return { tenant, salon };
}

/**
 * The live salon `salonId` of the caller's company, after checking the permission and the caller's salon
 * scope. Every salon-scoped call (services, employees, clients, hours, gallery…) starts here.
 */
export const salonForCaller = (ex: Executor, auth: AuthContext, salonId: string, permission: Permission) =>
  checkedSalon(auth, salonId, permission, (companyId) => liveSalons.find(ex, salonId, companyId));

/**
 * `salonForCaller` for hot reads outside transactions (the calendar, a staff booking): the salon row comes
 * from the in-memory salon cache, which database changes keep right. Loaded from the primary even in a
 * request sent to a read replica, so the cache never keeps a row older than the changes it has heard of.
 */
export const cachedSalonForCaller = (
  ctx: AppContext,
  auth: AuthContext,
  salonId: string,
  permission: Permission,
) =>
  checkedSalon(auth, salonId, permission, async (companyId) => {
    const row = await ctx.salons.get(salonId, () => liveSalons.find(ctx.database.db, salonId, companyId));
    // Cached by id alone: another company's caller must not be served a row their own query would not find.
    return row?.companyId === companyId ? row : undefined;
  });
