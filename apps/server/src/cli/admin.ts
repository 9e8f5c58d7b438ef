/**
 * Platform administrator commands, run beside the server:
 *   npm run admin -w @salon/server -- approve-salon <salonId>
 *   npm run admin -w @salon/server -- reject-salon <salonId>
 * Opens the database the server uses (DATABASE_URL, else the embedded one in DATA_DIR). The embedded
 * database is locked by a running server, so stop it first in that mode.
 */
import { isAbsolute, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../lib/config.js';
import { openEmbedded, openPostgres } from '../lib/db.js';
import { AppError } from '../lib/errors.js';
import { createMailer } from '../lib/mailer.js';
import { decideVerification, type VerificationOutcome } from '../modules/salon/salon-verification.service.js';

const COMMANDS: Record<string, VerificationOutcome> = {
  'approve-salon': 'approved',
  'reject-salon': 'rejected',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The mailer only needs `info` (for the dev outbox); the command prints to the terminal instead of JSON logs.
const consoleLogger = {
  info: (_data: unknown, message?: string) => console.log(message ?? ''),
} as unknown as FastifyBaseLogger;

async function main(argv: string[]): Promise<number> {
  const [command, salonId] = argv;
  const outcome = command ? COMMANDS[command] : undefined;
  if (!outcome || !salonId || !UUID.test(salonId)) {
    console.error('Usage: npm run admin -w @salon/server -- approve-salon|reject-salon <salonId>');
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
    const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: consoleLogger });
    const { salon, mailedTo } = await decideVerification({ db: database.db, mailer }, salonId, outcome);
    console.log(`Salon "${salon.title}" (${salon.id}) is now ${salon.statusProcess}.`);
    console.log(mailedTo ? `Mailed the owner at ${mailedTo}.` : 'The company has no owner to mail.');
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`${error.code}: ${error.message}`);
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
