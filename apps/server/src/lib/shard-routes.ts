import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './db.js';
import { SHARD_ROUTE_CONSTRAINTS, shardRoutes, type ShardRouteKind } from '../db/tables/shard-route.table.js';

/**
 * A value unique across companies that another company already holds. It reads like the unique violation the
 * owning table raised before the routing table (code 23505, the old constraint's name), so `isUniqueViolation` and
 * `pgErrorConstraint` callers map it to the same user error as before.
 */
export class RouteTakenError extends Error {
  readonly code = '23505';
  readonly constraint: string;
  constructor(
    readonly kind: ShardRouteKind,
    readonly key: string,
  ) {
    super(`${kind} already taken`);
    this.constraint = SHARD_ROUTE_CONSTRAINTS[kind];
  }
}

/**
 * Claims `key` of `kind` for the company, in the caller's transaction (the one writing the owning row). A
 * concurrent claim waits for the first to end; the loser gets RouteTakenError. Claiming again what the company
 * already holds is fine.
 */
export async function claimRoute(ex: Executor, kind: ShardRouteKind, key: string, companyId: string) {
  const [inserted] = await ex
    .insert(shardRoutes)
    .values({ kind, key, companyId })
    .onConflictDoNothing({ target: [shardRoutes.kind, shardRoutes.key] })
    .returning({ key: shardRoutes.key });
  if (inserted) return;
  if ((await routedCompany(ex, kind, key)) !== companyId) throw new RouteTakenError(kind, key);
}

/** Which company holds `key` of `kind`: one read of the routing table instead of a search of every company. */
export async function routedCompany(
  ex: Executor,
  kind: ShardRouteKind,
  key: string,
): Promise<string | undefined> {
  const [row] = await ex
    .select({ companyId: shardRoutes.companyId })
    .from(shardRoutes)
    .where(routeIs(kind, key));
  return row?.companyId;
}

/** The routing table's row of `key` of `kind`, to join the owning row by its company (one shard). */
export const routeIs = (
  kind: ShardRouteKind,
  key: string | SQL,
  table: { kind: AnyPgColumn; key: AnyPgColumn } = shardRoutes,
) => and(eq(table.kind, kind), eq(table.key, key));

/**
 * The company that holds `key` of `kind`, as a sub-select: `eq(table.companyId, companyOfRoute(...))` makes a
 * look-up by a public value (a slug, a token) read one company's rows; under Citus the route is read first
 * and the statement goes to that company's shard only.
 */
export const companyOfRoute = (kind: ShardRouteKind, key: string): SQL =>
  sql`(select ${shardRoutes.companyId} from ${shardRoutes} where ${routeIs(kind, key)})`;

/** Frees the company's routes of `kind` for `keys` when the owning rows go (or the value changes). */
export async function releaseRoutes(ex: Executor, kind: ShardRouteKind, keys: string[], companyId: string) {
  if (keys.length === 0) return;
  await ex
    .delete(shardRoutes)
    .where(
      and(eq(shardRoutes.kind, kind), inArray(shardRoutes.key, keys), eq(shardRoutes.companyId, companyId)),
    );
}
