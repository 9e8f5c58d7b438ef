import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../account/account.table.js';
import { companies } from '../company/company.table.js';
import { employees } from '../employee/employee.table.js';
import { accessTokens, authAttempts } from './auth.table.js';

export interface ActiveToken {
  tokenId: string;
  lastUsedAt: Date;
  accountId: string;
  userId: string;
  accountType: 'business' | 'employee';
  isPasswordTemp: boolean;
  /** The caller's display name, copied into event log entries. */
  actorName: string;
  /** The tenant: a business account's own company (null until created), an employee's salon's company. */
  companyId: string | null;
  /** `owner` for a business account, else the employee's role. */
  role: Role;
  /** An employee login's one salon and employee record; null for the owner, who reaches every salon. */
  salonId: string | null;
  employeeId: string | null;
}

export const authRepository = {
  async insertToken(
    ex: Executor,
    values: { id: string; accountId: string; tokenHash: string; userAgent?: string },
  ): Promise<void> {
    await ex.insert(accessTokens).values(values);
  },

  /** A token that is neither revoked nor idle since `idleCutoff`, with the account it belongs to. */
  async findActiveTokenByHash(
    ex: Executor,
    tokenHash: string,
    idleCutoff: Date,
  ): Promise<ActiveToken | undefined> {
    const [row] = await ex
      .select({
        tokenId: accessTokens.id,
        lastUsedAt: accessTokens.lastUsedAt,
        accountId: accounts.id,
        userId: accounts.userId,
        accountType: accounts.accountType,
        isPasswordTemp: accounts.isPasswordTemp,
        actorName: sql<string>`trim(${users.name} || ' ' || ${users.surname})`,
        ownCompanyId: companies.id,
        employeeCompanyId: employees.companyId,
        employeeRole: employees.role,
        salonId: employees.salonId,
        employeeId: employees.id,
        employeeDeactivated: employees.deactivated,
      })
      .from(accessTokens)
      .innerJoin(accounts, eq(accounts.id, accessTokens.accountId))
      .innerJoin(users, eq(users.id, accounts.userId))
      .leftJoin(companies, eq(companies.ownerAccountId, accounts.id))
      .leftJoin(employees, eq(employees.accountId, accounts.id))
      .where(
        and(
          eq(accessTokens.tokenHash, tokenHash),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.lastUsedAt, idleCutoff),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    const { ownCompanyId, employeeCompanyId, employeeRole, employeeDeactivated, ...token } = row;
    if (token.accountType === 'business') {
      return { ...token, companyId: ownCompanyId, role: 'owner', salonId: null, employeeId: null };
    }
    // An employee login whose employee is gone or deactivated holds nothing until reactivated.
    if (!employeeRole || !employeeCompanyId || employeeDeactivated) return undefined;
    return { ...token, companyId: employeeCompanyId, role: employeeRole };
  },

  async touchToken(ex: Executor, tokenId: string): Promise<void> {
    await ex.update(accessTokens).set({ lastUsedAt: new Date() }).where(eq(accessTokens.id, tokenId));
  },

  async revokeToken(ex: Executor, tokenId: string): Promise<void> {
    await ex
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
  },

  /** Revokes every token of every account of one user (a password change or reset). */
  async revokeTokensOfUser(ex: Executor, userId: string): Promise<void> {
    await ex
      .update(accessTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          isNull(accessTokens.revokedAt),
          sql`${accessTokens.accountId} in (select ${accounts.id} from ${accounts} where ${accounts.userId} = ${userId})`,
        ),
      );
  },

  async findAttemptCount(ex: Executor, key: string, windowCutoff: Date): Promise<number> {
    const [row] = await ex
      .select({ count: authAttempts.count })
      .from(authAttempts)
      .where(and(eq(authAttempts.key, key), gt(authAttempts.windowStart, windowCutoff)));
    return row?.count ?? 0;
  },

  /** Adds one to the key's counter, starting a new window when the old one is over; returns the count. */
  async incrementAttempt(ex: Executor, key: string, windowCutoff: Date): Promise<number> {
    const cutoff = sql`${windowCutoff.toISOString()}::timestamptz`;
    const [row] = await ex
      .insert(authAttempts)
      .values({ key, windowStart: new Date(), count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${authAttempts.windowStart} <= ${cutoff} then 1 else ${authAttempts.count} + 1 end`,
          windowStart: sql`case when ${authAttempts.windowStart} <= ${cutoff} then now() else ${authAttempts.windowStart} end`,
        },
      })
      .returning({ count: authAttempts.count });
    return row!.count;
  },

  async deleteAttempt(ex: Executor, key: string): Promise<void> {
    await ex.delete(authAttempts).where(eq(authAttempts.key, key));
  },

  async deleteExpiredAttempts(ex: Executor, windowCutoff: Date): Promise<void> {
    await ex.delete(authAttempts).where(lt(authAttempts.windowStart, windowCutoff));
  },
};
