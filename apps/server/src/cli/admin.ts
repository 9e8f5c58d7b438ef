/**
 * Platform administrator commands, run beside the server:
 *   npm run admin -w @salon/server -- create-admin <email> [--name <name>] [--password <password>]
 *   npm run admin -w @salon/server -- approve-salon <salonId>
 *   npm run admin -w @salon/server -- reject-salon <salonId>
 * `create-admin` creates a platform administrator (or, for an existing one, sets a new password and ends its
 * sessions). The password is ADMIN_PASSWORD or `--password` when given, else a generated one printed once.
 * Opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR). The embedded
 * database is locked by a running server, so stop it first in that mode.
 */
import { isAbsolute, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../lib/config.js';
import { openEmbedded, openPostgres, type Db } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { createMailer } from '../lib/mailer.js';
import { adminAccountService } from '../modules/admin/admin-account.service.js';
import { adminService } from '../modules/admin/admin.service.js';
import type { VerificationOutcome } from '../modules/salon/salon-verification.service.js';

const COMMANDS: Record<string, VerificationOutcome> = {
  'approve-salon': 'approved',
  'reject-salon': 'rejected',
};
const USAGE =
  'Usage: npm run admin -w @salon/server -- approve-salon|reject-salon <salonId>\n' +
  '       npm run admin -w @salon/server -- create-admin <email> [--name <name>] [--password <password>]';
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

async function main(argv: string[]): Promise<number> {
  const [command, target] = argv;
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
  const dataDir = isAbsolute(config.DATA_DIR)
    ? config.DATA_DIR
    : resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
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
