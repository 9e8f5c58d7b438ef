import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Role } from '@salon/core';
import type { Executor } from '../../lib/db.js';
import { accounts, users } from '../../db/tables/account.table.js';
import { companies } from '../../db/tables/company.table.js';
import { employees } from '../../db/tables/employee.table.js';
import { accessTokens, authAttempts } from '../../db/tables/auth.table.js';

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

export interface AttemptCount {
  count: number;
  windowStart: Date;
}

// Windows start at the database's clock (every server copy agrees), cut to milliseconds so that the start a
// caller got back (a JS Date) names its window exactly when an attempt is given back.
const windowNow = sql`date_trunc('milliseconds', now())`;
const windowExpired = (minutes: number) =>
  sql`${authAttempts.windowStart} <= now() - make_interval(mins => ${minutes})`;

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

  /**
   * Takes one attempt on `key` unless its window already holds `limit` (no limit: a count that only slows),
   * starting a new window when the old one is over. The check and the count are one statement (the row is
   * locked by the upsert), so concurrent callers never take more than `limit`. Answers the count with this
   * attempt and the window's start, or undefined when the key is at its limit.
   */
  async reserveAttempt(
    ex: Executor,
    key: string,
    limit: number | undefined,
    windowMinutes: number,
  ): Promise<AttemptCount | undefined> {
    const expired = windowExpired(windowMinutes);
    const [row] = await ex
      .insert(authAttempts)
      .values({ key, windowStart: windowNow, count: 1 })
      .onConflictDoUpdate({
        target: authAttempts.key,
        set: {
          count: sql`case when ${expired} then 1 else ${authAttempts.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${windowNow} else ${authAttempts.windowStart} end`,
        },
        setWhere: limit === undefined ? undefined : sql`${expired} or ${authAttempts.count} < ${limit}`,
      })
      .returning({ count: authAttempts.count, windowStart: authAttempts.windowStart });
    return row;
  },

  /** Gives a reserved attempt back, only to the window it was taken from (a new window owes it nothing). */
  async returnAttempt(ex: Executor, key: string, windowStart: Date): Promise<void> {
    await ex
      .update(authAttempts)
      .set({ count: sql`${authAttempts.count} - 1` })
      .where(
        and(eq(authAttempts.key, key), eq(authAttempts.windowStart, windowStart), gt(authAttempts.count, 0)),
      );
  },

  async deleteAttempt(ex: Executor, key: string): Promise<void> {
    await ex.delete(authAttempts).where(eq(authAttempts.key, key));
  },

  /**
   * Deletes `key` and every key starting with `prefix` in one statement. The range on the primary key finds
   * them through its index (the prefix is followed by an address, whose first character sorts below `z` in a
   * bytewise and in a linguistic collation alike); `left()` keeps the match exact. Not LIKE: e-mails may hold
   * `%` and `_`.
   */
  async deleteAttemptsByPrefix(ex: Executor, key: string, prefix: string): Promise<void> {
    await ex
      .delete(authAttempts)
      .where(
        or(
          eq(authAttempts.key, key),
          and(
            gte(authAttempts.key, prefix),
            lt(authAttempts.key, `${prefix}z`),
            sql`left(${authAttempts.key}, char_length(${prefix})) = ${prefix}`,
          ),
        ),
      );
  },

  async deleteExpiredAttempts(ex: Executor, windowMinutes: number): Promise<void> {
    await ex.delete(authAttempts).where(windowExpired(windowMinutes));
  },
};
