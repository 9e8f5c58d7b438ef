import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import type { Db } from './db.js';
import { AppError } from './errors.js';
import { publicReadCounts } from '../db/tables/rate-limit.table.js';

/** One call in this many also deletes the counts of past minutes (the table keeps only what still counts). */
const PRUNE_EVERY = 500;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
/** What the plugin hands `child`: typed as the route's options, at run time its merged limit settings. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** The route a child store counts for (the plugin passes it as `routeInfo`). */
const routeOf = (options: unknown): string =>
  (options as { routeInfo?: { url?: string } } | undefined)?.routeInfo?.url ?? '';

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (`public_read_counts`): fixed one-window buckets
 * per route and address, so several server processes behind a load balancer share one count;
 * per process, each would allow its own `max`.
 */
function sharedStore(db: Db) {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly route: string;

    constructor(options?: unknown) {
      this.route = routeOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = Date.now();
      const start = Math.floor(now / timeWindow) * timeWindow;
      const bucket = `${this.route}|${key}`;
      db.insert(publicReadCounts)
        .values({ key: bucket, windowStart: new Date(start), count: 1 })
        .onConflictDoUpdate({
          target: [publicReadCounts.key, publicReadCounts.windowStart],
          set: { count: sql`${publicReadCounts.count} + 1` },
        })
        .returning({ count: publicReadCounts.count })
        .then(async ([row]) => {
          if (Math.floor(Math.random() * PRUNE_EVERY) === 0) {
            await db.execute(
              sql`delete from public_read_counts where window_start < ${new Date(start - timeWindow).toISOString()}::timestamptz`,
            );
          }
          callback(null, { current: row!.count, ttl: start + timeWindow - now });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: ChildOptions) {
      return new SharedRateLimitStore(routeOptions);
    }
  };
}

/**
 * Limits the public pages' reads per address (PUBLIC_READS_PER_MINUTE, counted across every server process):
 * registers the plugin in the caller's scope and answers the route config that applies it.
 */
export async function publicReadLimit(app: FastifyInstance, ctx: AppContext) {
  await app.register(rateLimit, {
    global: false,
    store: sharedStore(ctx.db),
    errorResponseBuilder: () => new AppError('TOO_MANY_ATTEMPTS'),
  });
  return { rateLimit: { max: ctx.config.PUBLIC_READS_PER_MINUTE, timeWindow: 60_000 } };
}
