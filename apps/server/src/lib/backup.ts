import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import * as tar from 'tar';
import { APP_VERSION } from './version.js';
import { dumpEmbedded, lockEmbedded, loadEmbedded } from './db.js';
import { uploadsDir } from './storage.js';

/**
 * Backups of a whole installation in one `.tar.gz`: `manifest.json`, the database — PGlite's dump
 * of its data folder (`database.tar.gz`) or `pg_dump --format=custom` (`database.dump`) — and every uploaded
 * file under `uploads/`. A restore goes only into an empty place (an empty DATA_DIR, an empty PostgreSQL
 * database), so it can never mix two businesses' data; the server migrates a restored older backup forward
 * when it starts.
 */
export interface BackupTarget {
  /** The server's DATA_DIR: the embedded database (when no URL) and the uploads folder. */
  dataDir: string;
  /** A PostgreSQL URL, as the server's DATABASE_URL. */
  databaseUrl?: string;
}

interface Manifest {
  format: 'salon-backup';
  version: 1;
  database: 'embedded' | 'postgresql';
  app_version: string;
  created_at: string;
}

const EMBEDDED_FILE = 'database.tar.gz';
const POSTGRES_FILE = 'database.dump';

/** Runs pg_dump / pg_restore with the password in the environment, not on the command line (`ps` shows that). */
function runPgTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return new Promise((done, fail) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) =>
      fail(new Error(`${tool} could not be started (is the PostgreSQL client installed?): ${error.message}`)),
    );
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Writes the backup of `target` to `file`. The embedded database must not be in use by a running server. */
export async function backup(target: BackupTarget, file: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'salon-backup-'));
  try {
    const manifest: Manifest = {
      format: 'salon-backup',
      version: 1,
      database: target.databaseUrl ? 'postgresql' : 'embedded',
      app_version: APP_VERSION,
      created_at: new Date().toISOString(),
    };
    if (target.databaseUrl) {
      await runPgTool('pg_dump', target.databaseUrl, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${join(staging, POSTGRES_FILE)}`,
      ]);
    } else {
      const dump = await dumpEmbedded(target.dataDir);
      await writeFile(join(staging, EMBEDDED_FILE), Buffer.from(await dump.arrayBuffer()));
    }
    await writeFile(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    const entries = ['manifest.json', target.databaseUrl ? POSTGRES_FILE : EMBEDDED_FILE];
    const uploads = resolve(uploadsDir(target.dataDir));
    if (existsSync(uploads)) {
      // Linked, not copied, and followed by tar: the files are read once, straight into the archive.
      await symlink(uploads, join(staging, 'uploads'), 'dir');
      entries.push('uploads');
    }
    await tar.create({ gzip: true, file, cwd: staging, follow: true, portable: true }, entries);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Tables of a PostgreSQL database outside its catalogs: a restore target must have none. */
async function userTableCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

/** Restores the backup in `file` into `target`, which must be empty. */
export async function restore(target: BackupTarget, file: string): Promise<Manifest> {
  const staging = await mkdtemp(join(tmpdir(), 'salon-restore-'));
  try {
    await tar.extract({ file, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== 'salon-backup' || manifest.version !== 1) {
      throw new Error(`${file} is not a backup this version can read.`);
    }
    const into = target.databaseUrl ? 'postgresql' : 'embedded';
    if (manifest.database !== into) {
      throw new Error(
        `${file} holds an ${manifest.database} database; the server is set up for ${into === 'embedded' ? 'the embedded one (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}.`,
      );
    }
    const uploads = uploadsDir(target.dataDir);
    if (!isEmptyDir(uploads)) throw new Error(`Restore only into an empty place: ${uploads} has files.`);
    if (target.databaseUrl) {
      if ((await userTableCount(target.databaseUrl)) > 0) {
        throw new Error(
          'Restore only into an empty place: the PostgreSQL database of DATABASE_URL has tables.',
        );
      }
      await runPgTool('pg_restore', target.databaseUrl, [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        join(staging, POSTGRES_FILE),
      ]);
    } else {
      const { dir, release } = await lockEmbedded(target.dataDir);
      const empty = isEmptyDir(dir);
      await release();
      if (!empty) throw new Error(`Restore only into an empty place: ${dir} holds a database.`);
      const dump = await readFile(join(staging, EMBEDDED_FILE));
      await loadEmbedded(target.dataDir, new Blob([dump]));
    }
    if (existsSync(join(staging, 'uploads'))) {
      await mkdir(uploads, { recursive: true });
      await cp(join(staging, 'uploads'), uploads, { recursive: true });
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
