import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import * as schema from '../db/schema.js';
import type { Database, Db } from './db.js';
import { isDatabaseUnavailable, pgErrorCode } from './pg-errors.js';
import { guardPooledTransactions } from './pg-pool.js';

/** How often this process asks the replica how far it has replayed, and the primary how far it has written. */
const CHECK_EVERY_MS = 1_000;
/** A replica that does not answer within this is taken as down until it answers again. */
const REPLICA_TIMEOUT_MS = 1_500;
/**
 * The header that carries a caller's last write position: on the answer to a write, and back on the caller's
 * reads (the web client sends it for a minute; it sends no cookies, its token is a header too).
 */
export const READ_AFTER_HEADER = 'x-read-after';
/** How long this process remembers a token's last write (the web client sends its own for as long). */
const READ_AFTER_SECONDS = 60;
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A WAL position (`16/B374D848`) as a number, to compare. */
export function parseLsn(text: string): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text);
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

export interface ReadReplicaStatus {
  configured: boolean;
  /** The replica answers and replays the primary's log. */
  healthy: boolean;
  /** How old the newest primary position the replica has replayed is, in ms (null: unknown). */
  lagMs: number | null;
  /** Heavy reads this process sent to each side since it started. */
  reads: { replica: number; primary: number };
}

/**
 * Heavy reads (reports, dashboard, lists, the public salon page and its free times) on a streaming replica
 * when `DATABASE_READ_URL` is set. A read goes to the replica only when (1) the replica answered its last
 * check and is replaying, (2) it is at most `DATABASE_READ_MAX_LAG_MS` behind, and (3) it has replayed the
 * caller's own last write: every write's answer carries the primary's WAL position in `X-Read-After`, which
 * the caller sends back on its reads (and this process remembers it per Authorization header for callers
 * that do not), so a list read right after
 * a save never misses the save. Anything else, and any read the replica fails, goes to the primary.
 */
export interface ReadRouting {
  status(): ReadReplicaStatus;
  /** The replica's database for this request's heavy read, or null for the primary. */
  pick(request: FastifyRequest): Db | null;
  /** Counts a read on the primary (when `pick` said null). */
  countPrimary(): void;
  /** After a failed replica read: true when the failure is the replica's (the read then goes to the primary). */
  replicaFailed(error: unknown): boolean;
  close(): Promise<void>;
}

const NO_REPLICA_STATUS: ReadReplicaStatus = {
  configured: false,
  healthy: false,
  lagMs: null,
  reads: { replica: 0, primary: 0 },
};

export function createReadRouting(
  app: FastifyInstance,
  url: string | undefined,
  maxLagMs: number,
  database: Database,
  log: FastifyBaseLogger,
): ReadRouting {
  if (!url) {
    return {
      status: () => NO_REPLICA_STATUS,
      pick: () => null,
      countPrimary: () => undefined,
      replicaFailed: () => false,
      close: async () => undefined,
    };
  }
  if (database.kind !== 'postgresql') {
    throw new Error('DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replicas.');
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: REPLICA_TIMEOUT_MS,
    query_timeout: 60_000,
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const replica = drizzle(pool, { schema }) as unknown as Db;
  guardPooledTransactions(replica);

  let healthy = false;
  let replayed: bigint | null = null;
  /** When the primary had written what the replica has now replayed (null: unknown). */
  let freshAt: number | null = null;
  const reads = { replica: 0, primary: 0 };
  /** The primary's write position each second, to turn the replica's position into an age. */
  const samples: { at: number; lsn: bigint }[] = [];
  /** Last write position per Authorization header, for callers that do not send it back. */
  const writesByToken = new Map<string, { lsn: bigint; at: number }>();

  const primaryLsn = async () => {
    const result = (await database.db.execute(sql`select pg_current_wal_lsn()::text as lsn`)) as unknown as {
      rows: { lsn: string }[];
    };
    return parseLsn(result.rows[0]!.lsn)!;
  };

  const check = async () => {
    const now = Date.now();
    try {
      samples.push({ at: now, lsn: await primaryLsn() });
    } catch {
      return; // The primary's own trouble: requests meet it anyway.
    }
    while (samples.length > 1 && samples[0]!.at < now - maxLagMs - 10 * CHECK_EVERY_MS) samples.shift();
    for (const [token, write] of writesByToken) {
      if (write.at < now - READ_AFTER_SECONDS * 1000) writesByToken.delete(token);
    }
    try {
      const { rows } = await pool.query<{ lsn: string | null; standby: boolean }>({
        text: 'select pg_last_wal_replay_lsn()::text as lsn, pg_is_in_recovery() as standby',
      });
      const row = rows[0]!;
      replayed = row.lsn ? parseLsn(row.lsn) : null;
      healthy = row.standby && replayed !== null;
    } catch (error) {
      if (healthy) log.warn({ err: error }, 'read replica unreachable: heavy reads go to the primary');
      healthy = false;
      replayed = null;
    }
    // Everything the primary had written at the newest sample the replica has reached is readable there.
    const reached = replayed === null ? undefined : samples.findLast((sample) => sample.lsn <= replayed!);
    freshAt = reached?.at ?? null;
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const loop = () => {
    void check().finally(() => {
      if (!stopped) timer = setTimeout(loop, CHECK_EVERY_MS);
    });
  };
  app.addHook('onReady', async () => {
    await check();
    if (!stopped) timer = setTimeout(loop, CHECK_EVERY_MS);
  });

  // The caller's write position, on the answer to every request that may have written.
  app.addHook('onSend', async (request, reply, payload) => {
    if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 500) return payload;
    const lsn = await primaryLsn().catch(() => null);
    if (lsn === null) return payload;
    reply.header(
      READ_AFTER_HEADER,
      `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`,
    );
    const token = request.headers.authorization;
    if (token) writesByToken.set(token, { lsn, at: Date.now() });
    return payload;
  });

  const callerWrite = (request: FastifyRequest): bigint | null => {
    const sent = request.headers[READ_AFTER_HEADER];
    const fromHeader = typeof sent === 'string' ? parseLsn(sent) : null;
    const token = request.headers.authorization;
    const remembered = token ? (writesByToken.get(token)?.lsn ?? null) : null;
    if (fromHeader === null) return remembered;
    return remembered !== null && remembered > fromHeader ? remembered : fromHeader;
  };

  const lagMs = () => (freshAt === null ? null : Date.now() - freshAt);

  return {
    status: () => ({ configured: true, healthy, lagMs: lagMs(), reads: { ...reads } }),
    pick(request) {
      const lag = lagMs();
      if (!healthy || replayed === null || lag === null || lag > maxLagMs) return null;
      const written = callerWrite(request);
      if (written !== null && written > replayed) return null;
      reads.replica++;
      return replica;
    },
    countPrimary: () => void reads.primary++,
    replicaFailed(error) {
      const code = pgErrorCode(error);
      // Lost or refused connections, a query cancelled by replay (40001) or the database dropped under it,
      // and a write that reached the read-only replica by mistake (25006): the primary answers instead.
      const replicas =
        isDatabaseUnavailable(error) || code === '40001' || code === '57P04' || code === '25006';
      if (!replicas) return false;
      if (code === '25006') log.error({ err: error }, 'a heavy read wrote: it must not run on the replica');
      else healthy = false;
      reads.replica--;
      return true;
    },
    close: async () => {
      stopped = true;
      clearTimeout(timer);
      await pool.end();
    },
  };
}

/**
 * Runs a heavy read with the replica's database when `ctx.reads` allows it for this request, else (or when
 * the replica fails it) with the primary's. `work` must only read.
 */
export async function onReadReplica<T, C extends { db: Db; reads: ReadRouting }>(
  ctx: C,
  request: FastifyRequest,
  work: (ctx: C) => Promise<T>,
): Promise<T> {
  const replica = ctx.reads.pick(request);
  if (replica) {
    try {
      return await work({ ...ctx, db: replica });
    } catch (error) {
      if (!ctx.reads.replicaFailed(error)) throw error;
    }
  }
  ctx.reads.countPrimary();
  return work(ctx);
}
