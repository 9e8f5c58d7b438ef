import { buildApp } from './app.js';
import { loadConfig } from './lib/config.js';
import { openEmbedded, openPostgres, type Database } from './lib/db.js';
import { seedDemo } from './seed/demo.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openEmbedded(config.DATA_DIR);
  const app = await buildApp({ config, database });

  const seed = config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'embedded');
  if (seed) await seedDemo(app.ctx, app.log);
  if (database.kind === 'embedded') {
    app.log.warn(
      'Using the embedded database (PGlite) in DATA_DIR: fine to try the product, not for production data. Set DATABASE_URL to a PostgreSQL server for that.',
    );
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Open ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
