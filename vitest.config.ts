import { defineConfig } from 'vitest/config';

// One project per part. The server's route tests run against embedded PGlite always, and against a real
// PostgreSQL as a second project when TEST_DATABASE_URL is set (docs/architecture.md "Tests and CI").
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/test/global-setup.ts'],
    // Each file builds its own app over its own database, so files need no fresh module graph: loaded once
    // per worker, the server's modules cost seconds instead of minutes.
    isolate: false,
    // Limits, not goals: some hosts run the suite three times slower than others.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves one core to itself (one worker on CI's two cores); the workers are the ones busy.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      serverProject('server-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', { TEST_DB_KIND: 'postgres' })]
        : []),
      'apps/web/vitest.config.ts',
    ],
  },
});
