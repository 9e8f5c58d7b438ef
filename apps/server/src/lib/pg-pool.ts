import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';
import { DatabaseConnectError, isDatabaseUnavailable } from './pg-errors.js';

/** How long a request waits for a connection before answering 503 (an outage must not hang every call). */
const CONNECT_TIMEOUT_MS = 5_000;
/** TCP keep-alive on each connection, so a peer that vanished (failover, cut network) is noticed. */
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * The pool of a real PostgreSQL. PostgreSQL may end any connection at any time (a restart, a failover,
 * `pg_terminate_backend`, an idle-in-transaction timeout, PgBouncer): node-postgres then emits `error` on the
 * client, and an `error` event nobody listens to stops the process. The pool listens only while a client is
 * idle, so every client gets a listener of its own for its whole life; the query in flight fails on its own
 * (and answers 503, lib/error-handler.ts), and the pool drops the broken client when it comes back.
 */
export function createPgPool(url: string, onLost: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  pool.on('error', onLost);
  pool.on('connect', (client) => client.on('error', onLost));
  return pool;
}

interface SessionInternals {
  client: pg.Pool;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
  transaction: (work: (tx: unknown) => Promise<unknown>) => Promise<unknown>;
}

/**
 * Drizzle's pooled transaction (0.45) runs `begin` before its try block and returns the client without its
 * error: a `begin` that meets a dead connection leaks the pool slot for good (ten of them and every request
 * waits), and a failed `rollback` hides the error that mattered. This replaces it on the database's session
 * with the same steps, the client always released, and released with the error when the connection is lost
 * so the pool never hands it out again.
 */
export function guardPooledTransactions(db: object): void {
  const session = (db as { session: SessionInternals }).session;
  session.transaction = async (work) => {
    const client = await session.client.connect().catch((error: unknown) => {
      throw new DatabaseConnectError('No connection to the database', { cause: error });
    });
    const txSession = new NodePgSession(client, session.dialect, session.schema, session.options);
    const tx = new NodePgTransaction(session.dialect, txSession, session.schema);
    // Set when the client must not go back to the pool: its connection is lost, or its rollback failed.
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin`);
      const result = await work(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (isDatabaseUnavailable(error)) broken = error as Error;
      else await tx.execute(sql`rollback`).catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
