import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role } from '@salon/core';
import { accounts, users } from '../db/tables/account.table.js';
import { accessTokens } from '../db/tables/auth.table.js';
import { companies } from '../db/tables/company.table.js';
import { employees } from '../db/tables/employee.table.js';
import { shardRoutes } from '../db/tables/shard-route.table.js';
import { createChangeAwareCache, type ChangeFeed } from './change-feed.js';
import { newAccessToken, sha256 } from './crypto.js';
import type { Executor } from './db.js';
import { newId } from './ids.js';
import { routeIs } from './shard-routes.js';

const ownerRoute = alias(shardRoutes, 'owner_route');
const employeeRoute = alias(shardRoutes, 'employee_route');

/** Who a live bearer token belongs to: the caller's identity for every authenticated request. */
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

/**
 * Opaque bearer tokens, stored by hash: issued at sign-in, read by `authenticate` (plugins/auth.ts), revoked at
 * logout and on a password change.
 */
export const accessTokenRepository = {
  async insertToken(
    ex: Executor,
    values: { id: string; accountId: string; tokenHash: string; userAgent?: string },
  ): Promise<void> {
    await ex.insert(accessTokens).values(values);
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
      // The account's company, owned or worked for, through its route: one company's rows, never a search of
      // every company's.
      .leftJoin(ownerRoute, routeIs('company_owner', sql`${accounts.id}::text`, ownerRoute))
      .leftJoin(
        companies,
        and(eq(companies.id, ownerRoute.companyId), eq(companies.ownerAccountId, accounts.id)),
      )
      .leftJoin(employeeRoute, routeIs('employee_account', sql`${accounts.id}::text`, employeeRoute))
      .leftJoin(
        employees,
        and(eq(employees.accountId, accounts.id), eq(employees.companyId, employeeRoute.companyId)),
      )
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
};

/**
 * Who each recently seen token belongs to, by token hash, so a busy screen's refreshes cost no database read.
 * The change feed drops an account's entries on any change to its tokens, account, company or employee row
 * (and a user's on a name change); the time limit is only a safety net.
 */
export function createTokenCache(feed: ChangeFeed) {
  return createChangeAwareCache<ActiveToken>(feed, {
    max: 50_000,
    ttlMs: 30_000,
    kinds: ['account', 'user'],
    changesOf: (auth) => [
      { kind: 'account', id: auth.accountId },
      { kind: 'user', id: auth.userId },
    ],
  });
}

/** Issues an opaque bearer token for an account; only its hash is stored. */
export async function issueToken(ex: Executor, accountId: string, userAgent?: string): Promise<string> {
  const token = newAccessToken();
  await accessTokenRepository.insertToken(ex, {
    id: newId(),
    accountId,
    tokenHash: sha256(token),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

export type TokenCache = ReturnType<typeof createTokenCache>;
