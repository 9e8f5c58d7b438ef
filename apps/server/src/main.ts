import { buildApp } from './app.js';
import { loadConfig } from './lib/config.js';
import { openEmbedded, openPostgres, type Database } from './lib/db.js';
import { createLocalStorage, uploadsDir } from './lib/storage.js';
import { seedDemo } from './seed/demo.js';

/**
 * Started by `npm start` while the web app is still being built (scripts/start.mjs sets START_WAITS_FOR_WEB and
 * says "web-built" over the IPC channel): the database opens, migrates and gets the demo meanwhile, and the app,
 * which reads the built files once, is put together after.
 */
function webBuilt(): Promise<void> {
  if (process.env.START_WAITS_FOR_WEB !== '1' || !process.send) return Promise.resolve();
  return new Promise((resolve) => {
    process.on('message', (message) => {
      if (message !== 'web-built') return;
      process.channel?.unref();
      resolve();
    });
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  // Listening from the start: a message sent before anyone listens is lost.
  const webReady = webBuilt();
  const database: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openEmbedded(config.DATA_DIR);
  // The demo needs only the database and the uploads folder: seeded while the web app builds, its lines
  // logged once the app (and its logger) exists.
  const seed = config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'embedded');
  const seedLines: string[] = [];
  if (seed) {
    const storage = createLocalStorage(uploadsDir(config.DATA_DIR));
    await seedDemo({ db: database.db, storage }, { info: (line: string) => seedLines.push(line) });
  }
  await webReady;
  const app = await buildApp({ config, database });
  for (const line of seedLines) app.log.info(line);
  if (database.kind === 'embedded') {
    app.log.warn(
      'Using the embedded database (PGlite) in DATA_DIR: fine to try the product, not for production data. Set DATABASE_URL to a PostgreSQL server for that.',
    );
  }

  // A stop (a deploy, the supervisor, Ctrl-C): stop accepting, let requests in flight finish (bounded by
  // SHUTDOWN_GRACE_MS, then their connections are closed), hand running jobs back (the job queue's stop), close
  // the pool. A second signal stops at once.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received, finishing requests in flight, then closing`);
    const grace = setTimeout(() => {
      app.log.warn(`requests still running after ${config.SHUTDOWN_GRACE_MS} ms: closing their connections`);
      app.server.closeAllConnections();
    }, config.SHUTDOWN_GRACE_MS);
    // Whatever happens below, the process ends: a supervisor waiting on it must not wait for ever.
    setTimeout(() => process.exit(1), config.SHUTDOWN_GRACE_MS + 30_000).unref();
    let code = 0;
    try {
      await app.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'could not close cleanly');
      code = 1;
    }
    clearTimeout(grace);
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Open ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
