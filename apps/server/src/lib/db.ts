import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema.js';
import { acquireLock, describeHolder, LockHeldError } from './embedded-lock.js';
import { createPgPool, guardPooledTransactions } from './pg-pool.js';

/**
 * The extensions the migrations create, loaded on every PGlite open: btree_gist (no-overlap constraint, calendar
 * index) and pg_trgm (the client search's trigram indexes).
 */
const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or a transaction, so services decide the transaction's extent. */
export type Executor = Db | Tx;
export type DatabaseKind = 'embedded' | 'postgresql';

/** What a `listen` subscription reports besides payloads: whether notifications are flowing. */
export interface ListenHandlers {
  onPayload: (payload: string) => void;
  /** False when the connection that listens is lost (notifications may be missed), true once back. */
  onStatus: (listening: boolean) => void;
}

export interface Database {
  db: Db;
  kind: DatabaseKind;
  ping(): Promise<void>;
  /** PostgreSQL `LISTEN` on one channel; resolves once listening, with the function that stops it. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_DELAY_MS = 1_000;

/**
 * A dedicated connection that LISTENs (a pooled one would lose the subscription when returned). A lost
 * connection reports `onStatus(false)` and is replaced until `stop` is called.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    client.removeAllListeners('notification');
    void client.end().catch(() => undefined);
    handlers.onStatus(false);
    if (!stopped) retry = setTimeout(() => void connect().catch(() => undefined), RELISTEN_DELAY_MS);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onPayload(message.payload ?? '');
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      lost(client);
      throw error;
    }
    if (current === client) handlers.onStatus(true);
  };

  // A server that cannot listen at start is misconfigured: fail then, rather than retry forever.
  await connect().catch((error: unknown) => {
    stopped = true;
    clearTimeout(retry);
    throw error;
  });
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}

/** The SQL migrations sit in apps/server/drizzle, beside both src/ (dev, tests) and dist/ (production). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../drizzle'), resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface PostgresOptions {
  migrate?: boolean;
  /** Sees every statement the app sends through Drizzle, with its parameters (the tests' query audit). */
  logQuery?: (query: string, params: unknown[]) => void;
}

/** A real PostgreSQL server (production, and the second run of the tests). */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = createPgPool(url, (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const logger = options.logQuery ? { logQuery: options.logQuery } : undefined;
  const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
  guardPooledTransactions(db);
  if (options.migrate !== false) {
    await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
  }
  return {
    db,
    kind: 'postgresql',
    ping: async () => void (await pool.query('select 1')),
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

async function wrapPglite(
  client: PGlite,
  migrate: boolean,
  release?: () => Promise<void>,
): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (migrate) await migratePglite(db as never, { migrationsFolder: migrationsFolder() });
  return {
    db,
    kind: 'embedded',
    ping: async () => void (await client.query('select 1')),
    // One in-process connection: its own notifications arrive while the notifying query completes.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, handlers.onPayload);
      handlers.onStatus(true);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/**
 * Locks the embedded database's folder for this process: two processes on one PGlite folder silently lose
 * writes, so a second server (or a backup of a running one) refuses instead. Answers the unlock.
 */
export async function lockEmbedded(dataDir: string): Promise<{ dir: string; release: () => Promise<void> }> {
  const dir = resolve(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  try {
    const lock = acquireLock(join(dataDir, 'db.lock'), {
      onCompromised: (reason) => {
        console.error(`The lock on ${dir} was lost (${reason}); stopping to protect the data.`);
        process.exit(1);
      },
    });
    return { dir, release: async () => lock.release() };
  } catch (error) {
    if (error instanceof LockHeldError) {
      throw new Error(
        `Another server process (${describeHolder(error.holder)}) is using the embedded database in ${dir}. Stop it, or set DATA_DIR to another folder.`,
        { cause: error },
      );
    }
    throw error;
  }
}

/** The embedded PGlite database in `dataDir`, locked (see lockEmbedded) and migrated. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const { dir, release } = await lockEmbedded(dataDir);
  const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, true, release);
}

/**
 * The embedded database as one tar file (PGlite's own dump of its data folder), taken with the folder locked
 * and the database open, so a backup never copies a half-written folder.
 */
export async function dumpEmbedded(dataDir: string): Promise<Blob> {
  const { dir, release } = await lockEmbedded(dataDir);
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    try {
      return await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
  } finally {
    await release();
  }
}

/** Writes a `dumpEmbedded` tar as the embedded database of `dataDir` (whose database folder must be empty). */
export async function loadEmbedded(dataDir: string, dump: Blob): Promise<void> {
  const { dir, release } = await lockEmbedded(dataDir);
  try {
    const client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: dump });
    await client.close();
  } finally {
    await release();
  }
}

/** An in-memory PGlite, optionally started from a dump of an already migrated one (tests). */
export async function openEmbeddedInMemory(options: { loadDataDir?: Blob; migrate?: boolean } = {}) {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: options.loadDataDir });
  const database = await wrapPglite(client, options.migrate ?? !options.loadDataDir);
  return { ...database, client };
}
