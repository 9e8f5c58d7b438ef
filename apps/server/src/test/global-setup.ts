import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbeddedInMemory, openPostgres } from '../lib/db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run: a PGlite dump that every test file loads (a fresh database costs ~4 s, a dump
 * far less), and, with TEST_DATABASE_URL, a PostgreSQL template database each test file is cloned from.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'salon-test-'));
  const embedded = await openEmbeddedInMemory({ migrate: true });
  const dump = await embedded.client.dumpDataDir('none');
  await embedded.close();
  const dumpPath = join(dir, 'pglite.tar');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `salon_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString());
    await database.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`salon_t_${process.pid}_%`, template],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    }
  };
}
