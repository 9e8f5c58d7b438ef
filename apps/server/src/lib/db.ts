import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from '../db/schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or a transaction, so services decide the transaction's extent. */
export type Executor = Db | Tx;
export type DatabaseKind = 'embedded' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The SQL migrations sit in apps/server/drizzle, beside both src/ (dev, tests) and dist/ (production). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [resolve(here, '../drizzle'), resolve(here, '../../drizzle')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** A real PostgreSQL server (production, and the second run of the tests). */
export async function openPostgres(url: string, options: { migrate?: boolean } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, admin) would otherwise be an unhandled error
  // that stops the process; the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  if (options.migrate !== false) {
    await migrateNodePg(db as never, { migrationsFolder: migrationsFolder() });
  }
  return {
    db,
    kind: 'postgresql',
    ping: async () => void (await pool.query('select 1')),
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
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/**
 * The embedded PGlite database in `dataDir`. The folder is locked: two processes on one PGlite folder
 * silently lose writes, so a second server refuses to start instead.
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: join(dataDir, 'db.lock'),
      stale: 15_000,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => {
        console.error(`The lock on ${dir} was lost (${error.message}); stopping to protect the data.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `Another server process is using the embedded database in ${dir}. Stop it, or set DATA_DIR to another folder.`,
        { cause: error },
      );
    }
    throw error;
  }
  const client = await PGlite.create(dir, { extensions: { btree_gist } });
  return wrapPglite(client, true, release);
}

/** An in-memory PGlite, optionally started from a dump of an already migrated one (tests). */
export async function openEmbeddedInMemory(options: { loadDataDir?: Blob; migrate?: boolean } = {}) {
  const client = await PGlite.create({ extensions: { btree_gist }, loadDataDir: options.loadDataDir });
  const database = await wrapPglite(client, options.migrate ?? !options.loadDataDir);
  return { ...database, client };
}
