import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.js';
import { backup, restore } from '../backup.js';
import { openEmbedded, openPostgres, type Database } from '../db.js';
import { createLocalStorage, uploadsDir } from '../storage.js';

/**
 * A backup restored into an empty place gives back every row of every table and every uploaded
 * file, for the embedded database and for PostgreSQL (each in its own test project).
 */
const silent = {
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
} as unknown as FastifyBaseLogger;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const tempDir = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `salon-${name}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

/** Every table's row count and a digest of its rows (in a fixed order), the migrations' bookkeeping included. */
async function tablesOf(database: Database): Promise<Record<string, string>> {
  const tables = (await database.db.execute(
    sql`select schemaname || '.' || tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const result: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.') as [string, string];
    const rows = (await database.db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
          from ${sql.identifier(schema)}.${sql.identifier(table)} t`,
    )) as unknown as { rows: { n: number; digest: string }[] };
    result[name] = `${rows.rows[0]!.n} ${rows.rows[0]!.digest}`;
  }
  return result;
}

/** Every file under a folder, by relative path, with a digest of its bytes. */
function filesOf(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (at: string) => {
    if (!existsSync(at)) return;
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else result[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return result;
}

/** The demo business (hours, services, staff, clients, two months of appointments, gallery images). */
async function seeded(database: Database, dataDir: string) {
  await seedDemo({ db: database.db, storage: createLocalStorage(uploadsDir(dataDir)) }, silent);
}

const kind = process.env.TEST_DB_KIND;
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(kind === 'pglite')('backup and restore, embedded database', () => {
  it('gives back every row and file in an empty DATA_DIR, and refuses a place that is not empty', async () => {
    const source = tempDir('backup-source');
    const database = await openEmbedded(source);
    await seeded(database, source);
    const rows = await tablesOf(database);
    await database.close();
    const files = filesOf(uploadsDir(source));
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(Number(rows['public.appointments']!.split(' ')[0])).toBeGreaterThan(100);

    const file = join(tempDir('backup-file'), 'salon.tar.gz');
    expect((await backup({ dataDir: source }, file)).database).toBe('embedded');

    const target = tempDir('backup-target');
    await restore({ dataDir: target }, file);
    const restored = await openEmbedded(target);
    expect(await tablesOf(restored)).toEqual(rows);
    await restored.close();
    expect(filesOf(uploadsDir(target))).toEqual(files);

    await expect(restore({ dataDir: source }, file)).rejects.toThrow(/empty place/);
  }, 180_000);
});

describe.runIf(kind === 'postgres' && adminUrl)('backup and restore, PostgreSQL', () => {
  const urlOf = (name: string) => {
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const createDatabase = async (name: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    });
    return urlOf(name);
  };

  it('gives back every row (pg_dump custom format) and file in an empty database, and refuses one with tables', async () => {
    const suffix = `${process.pid}_${Date.now()}`;
    const sourceUrl = await createDatabase(`backup_src_${suffix}`);
    const sourceDir = tempDir('backup-source');
    const database = await openPostgres(sourceUrl);
    await seeded(database, sourceDir);
    const rows = await tablesOf(database);
    await database.close();
    const files = filesOf(uploadsDir(sourceDir));
    expect(Object.keys(files).length).toBeGreaterThan(0);

    const file = join(tempDir('backup-file'), 'salon.tar.gz');
    expect((await backup({ dataDir: sourceDir, databaseUrl: sourceUrl }, file)).database).toBe('postgresql');

    const targetUrl = await createDatabase(`backup_dst_${suffix}`);
    const targetDir = tempDir('backup-target');
    await restore({ dataDir: targetDir, databaseUrl: targetUrl }, file);
    const restored = await openPostgres(targetUrl, { migrate: false });
    expect(await tablesOf(restored)).toEqual(rows);
    await restored.close();
    expect(filesOf(uploadsDir(targetDir))).toEqual(files);

    await expect(restore({ dataDir: tempDir('backup-again'), databaseUrl: sourceUrl }, file)).rejects.toThrow(
      /empty place/,
    );
    // An embedded backup is not restored into PostgreSQL (nor the other way round).
    await expect(restore({ dataDir: tempDir('backup-kind') }, file)).rejects.toThrow(/postgresql database/);
  }, 180_000);
});
