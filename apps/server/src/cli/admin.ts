/**
 * Platform administrator commands, run beside the server:
 *   npm run admin -w @salon/server -- create-admin <email> [--name <name>] [--password <password>]
 *   npm run admin -w @salon/server -- approve-salon <salonId>
 *   npm run admin -w @salon/server -- reject-salon <salonId>
 *   npm run admin -w @salon/server -- backup <file.tar.gz>
 *   npm run admin -w @salon/server -- restore <file.tar.gz>
 * `create-admin` creates a platform administrator (or, for an existing one, sets a new password and ends its
 * sessions). The password is ADMIN_PASSWORD or `--password` when given, else a generated one printed once.
 * `backup` writes the database and the uploaded files to one file; `restore` puts one back into an empty
 * DATA_DIR / PostgreSQL database (lib/backup.ts).
 * Opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR). The embedded
 * database is locked by a running server, so stop it first in that mode.
 */
import { isAbsolute, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { backup, restore } from '../lib/backup.js';
import { loadConfig } from '../lib/config.js';
import { openEmbedded, openPostgres, type Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { createMailer } from '../lib/mailer.js';
import { adminAccountService, adminService } from '../modules/admin/index.js';
import type { VerificationOutcome } from '../modules/salon/index.js';

const COMMANDS: Record<string, VerificationOutcome> = {
  'approve-salon': 'approved',
  'reject-salon': 'rejected',
};
const USAGE =
  'Usage: npm run admin -w @salon/server -- approve-salon|reject-salon <salonId>\n' +
  '       npm run admin -w @salon/server -- create-admin <email> [--name <name>] [--password <password>]\n' +
  '       npm run admin -w @salon/server -- backup|restore <file.tar.gz>';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The mailer only needs `info` (for the dev outbox); the command prints to the terminal instead of JSON logs.
const consoleLogger = {
  info: (_data: unknown, message?: string) => console.log(message ?? ''),
} as unknown as FastifyBaseLogger;

/** `--name value` style options after the positional arguments. */
function option(argv: string[], name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? argv[at + 1] : undefined;
}

async function createAdmin(db: Db, argv: string[]) {
  const [, email] = argv;
  const given = process.env.ADMIN_PASSWORD || option(argv, 'password');
  const { admin, password, created } = await adminAccountService.createOrReset(
    { db },
    { email: email!, password: given, name: option(argv, 'name') },
  );
  console.log(
    created
      ? `Created the platform administrator ${admin.email} (${admin.id}).`
      : `${admin.email} already is a platform administrator: its password was reset and its sessions ended.`,
  );
  if (!given) console.log(`Password (shown only now; keep it safe): ${password}`);
  console.log('Sign in at /es-ve/admin.');
}

/** A path as typed where the command was run (npm runs workspace scripts inside apps/server). */
const typedPath = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function backupCommand(command: 'backup' | 'restore', file: string): Promise<number> {
  const config = loadConfig();
  const target = { dataDir: typedPath(config.DATA_DIR), databaseUrl: config.DATABASE_URL };
  const path = typedPath(file);
  const manifest = command === 'backup' ? await backup(target, path) : await restore(target, path);
  console.log(
    command === 'backup'
      ? `Wrote the backup of the ${manifest.database} database and the uploaded files to ${path}.`
      : `Restored the ${manifest.database} database and the uploaded files of ${manifest.created_at} (version ${manifest.app_version}) from ${path}. Start the server: it migrates the data forward if needed.`,
  );
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [command, target] = argv;
  if ((command === 'backup' || command === 'restore') && target) return backupCommand(command, target);
  const outcome = command ? COMMANDS[command] : undefined;
  const valid =
    command === 'create-admin'
      ? Boolean(target && !target.startsWith('--'))
      : outcome && target && UUID.test(target);
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  // npm runs workspace scripts inside apps/server; a relative DATA_DIR means where the command was typed,
  // as it does for `npm start` at the root.
  const dataDir = typedPath(config.DATA_DIR);
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openEmbedded(dataDir);
  try {
    if (command === 'create-admin') {
      await createAdmin(database.db, argv);
      return 0;
    }
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: consoleLogger });
    const { salon, mailedTo } = await adminService.decideSalon(
      { db: database.db, mailer },
      null,
      target!,
      outcome!,
    );
    console.log(`Salon "${salon.title}" (${salon._id}) is now ${salon.status_process}.`);
    console.log(mailedTo ? `Mailed the owner at ${mailedTo}.` : 'The company has no owner to mail.');
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`${error.code}: ${error.message}`);
      for (const detail of error.details ?? []) console.error(`  ${detail.field}: ${detail.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
