import { readFileSync } from 'node:fs';
import { readdir, stat, statfs } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { DiagnosticsWire } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { migrationsFolder } from '../../lib/db.js';
import { APP_COMMIT, APP_VERSION } from '../../lib/version.js';
import { diagnosticsRepository } from './diagnostics.repository.js';

/** The migrations this version brings (drizzle-kit's journal beside the SQL files). */
export const knownMigrations = (() => {
  let known: number | undefined;
  return () => {
    known ??= (
      JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
        entries: unknown[];
      }
    ).entries.length;
    return known;
  };
})();

/** Bytes of every file under a folder (0 when it does not exist). */
async function folderBytes(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  let total = 0;
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile()) total += (await stat(path)).size;
  }
  return total;
}

async function diskOf(dir: string): Promise<{ free: number | null; total: number | null }> {
  try {
    const disk = await statfs(dir);
    return { free: disk.bavail * disk.bsize, total: disk.blocks * disk.bsize };
  } catch {
    return { free: null, total: null };
  }
}

export const diagnosticsService = {
  /**
   * The installation's health as the owner (their company's jobs and files) or a platform administrator
   * (`companyId` null: the platform's) sees it.
   */
  async read(ctx: AppContext, companyId: string | null): Promise<DiagnosticsWire> {
    const databaseOk = await ctx.database.ping().then(
      () => true,
      () => false,
    );
    const root = ctx.storage.root;
    const folders = companyId ? await diagnosticsRepository.companyFileFolders(ctx.db, companyId) : ['.'];
    const [applied, jobs, used, disk] = await Promise.all([
      databaseOk ? diagnosticsRepository.appliedMigrations(ctx.db) : Promise.resolve(0),
      databaseOk ? diagnosticsRepository.jobCounts(ctx.db, companyId) : { waiting: 0, running: 0, failed: 0 },
      Promise.all(
        folders.map((folder) => {
          const path = resolve(root, folder);
          return path === root || path.startsWith(root + sep) ? folderBytes(path) : 0;
        }),
      ).then((sizes) => sizes.reduce((sum, size) => sum + size, 0)),
      diskOf(root),
    ]);
    const uptime = Math.floor(process.uptime());
    const last = ctx.mailer.last;
    return {
      version: APP_VERSION,
      commit: APP_COMMIT,
      started_at: new Date(Date.now() - uptime * 1000).toISOString(),
      uptime_seconds: uptime,
      database: {
        mode: ctx.database.kind,
        ok: databaseOk,
        migrations_applied: applied,
        migrations_known: knownMigrations(),
      },
      mail: {
        mode: ctx.mailer.mode,
        last: last ? { at: last.at.toISOString(), ok: last.ok, error: last.error } : null,
      },
      jobs,
      change_feed: { live: ctx.changes.live },
      storage: { used_bytes: used, free_bytes: disk.free, total_bytes: disk.total },
    };
  },

  /**
   * Sends a test mail to `to` now (not through the job queue), so the answer says at once whether the mail
   * server took it; the reason of a refusal (without credentials) comes back too. At most five in 15 minutes
   * per login (`limitKey`).
   */
  async sendTestMail(ctx: AppContext, input: { to: string; language: string; limitKey: string }) {
    const key = { key: `test-mail:${input.limitKey}`, limit: 5 };
    await ctx.limiter.take([key]);
    const english = input.language.startsWith('en');
    try {
      await ctx.mailer.send({
        to: input.to,
        subject: english ? 'Test mail from your salon app' : 'Correo de prueba de tu app del salón',
        text: english
          ? 'This is the test mail you asked for on the diagnostics page. Mail works.'
          : 'Este es el correo de prueba que pediste en la página de diagnóstico. El correo funciona.',
      });
      return { to: input.to, ok: true, error: null };
    } catch {
      return { to: input.to, ok: false, error: ctx.mailer.last?.error ?? 'unknown' };
    }
  },
};
