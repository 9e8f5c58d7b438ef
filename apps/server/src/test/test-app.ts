import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../lib/config.js';
import { openEmbeddedInMemory, openPostgres, type Database } from '../lib/db.js';
import { startMailCatcher } from './mail-catcher.js';

let databaseCounter = 0;

/** A fresh, migrated database of the kind this test project runs on (TEST_DB_KIND). */
async function openTestDatabase(
  options: TestAppOptions,
): Promise<{ database: Database; postgresUrl: string | null }> {
  if (process.env.TEST_DB_KIND === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const template = inject('postgresTemplate')!;
    // Test files may run in worker threads of one process at the same millisecond: the random part keeps two
    // of them from sharing (and one force-dropping) the other's database.
    const name = `salon_t_${process.pid}_${Date.now()}_${databaseCounter++}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgresUrl = url.toString();
    const database = await openPostgres(options.postgresUrl?.(new URL(postgresUrl)) ?? postgresUrl, {
      migrate: false,
      logQuery: options.logQuery,
    });
    return {
      postgresUrl,
      database: {
        ...database,
        close: async () => {
          await database.close();
          const dropper = new pg.Client({ connectionString: adminUrl });
          await dropper.connect();
          await dropper.query(`drop database if exists ${name} with (force)`);
          await dropper.end();
        },
      },
    };
  }
  const dump = new Blob([readFileSync(inject('pgliteDumpPath'))]);
  return { database: await openEmbeddedInMemory({ loadDataDir: dump }), postgresUrl: null };
}

export interface TestAppOptions {
  /** The URL the app connects to PostgreSQL with, from the test database's own (the fault tests' proxy). */
  postgresUrl?: (url: URL) => string;
  /** DATABASE_READ_URL from the test database's own URL: the same database on a replica (PostgreSQL only). */
  readUrl?: (url: URL) => string;
  /** Sees every statement the app sends, with its parameters (PostgreSQL only). */
  logQuery?: (query: string, params: unknown[]) => void;
}

/** The real app over a real database, with mail going to an in-process SMTP server. */
export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const mail = await startMailCatcher();
  const { database, postgresUrl } = await openTestDatabase(options);
  const dataDir = mkdtempSync(join(tmpdir(), 'salon-app-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: mail.url,
    LOG_LEVEL: 'silent',
    AUTH_FAILURE_DELAY_MS: '0',
    ...(options.readUrl && postgresUrl ? { DATABASE_READ_URL: options.readUrl(new URL(postgresUrl)) } : {}),
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const otherServers: FastifyInstance[] = [];
  return {
    app,
    mail,
    database,
    db: database.db,
    /** The test's own PostgreSQL database, connected to directly (null on the embedded database). */
    postgresUrl,
    /** That database through a pool of its own, as a second server process would open it (PostgreSQL only). */
    openSamePostgres: () => openPostgres(postgresUrl!, { migrate: false }),
    /** A second server process on the same database, as production runs several (own caches, own listener). */
    async anotherServer() {
      const other = await buildApp({ config, database, logger: false });
      await other.ready();
      otherServers.push(other);
      return other;
    },
    async close() {
      for (const other of otherServers) await other.close();
      await app.close();
      await database.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
