import { defineConfig } from '@playwright/test';

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 3197);
// Overridable so that two runs on one machine (a helper's and CI's) do not collide.
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2597);
const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2598);
const WHATSAPP_PORT = Number(process.env.E2E_WHATSAPP_PORT ?? 2599);
const dataDir = `.test-output/e2e-data-${APP_PORT}`;
// Another build of the server (SERVER_OUTFILE at build time) can be tested beside the default one.
const SERVER_ENTRY = process.env.E2E_SERVER_ENTRY ?? 'apps/server/dist/main.js';

export default defineConfig({
  testDir: './specs',
  // The longest flows (a role's whole walk, promotions priced across three screens) take most of a minute on
  // a fast host and longer beside another spec on a slower one: the limits leave room for such a host rather
  // than fail the run on its speed.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  workers: 2,
  // `npm test` retries a failed test once (E2E_RETRIES=1) and names it as flaky in its summary: the retry
  // records a trace to look at, and one slow moment on a loaded host does not turn the whole run red.
  retries: Number(process.env.E2E_RETRIES ?? (process.env.CI ? 1 : 0)),
  reporter: [['list'], ['json']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.test-output/playwright',
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // Recording a trace slowed every test by about a quarter on the 2-core CI host: it is recorded on the
    // retry of a failed test instead (`npm test` retries once); locally, `--trace on` when one is needed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Without these, Chromium's background connections are refused by this machine's closed network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  // The built app on the real server over a fresh embedded database, as a user would run it.
  webServer: [
    {
      command: 'node e2e/support/mail-catcher-server.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/health`,
      env: { E2E_SMTP_PORT: String(SMTP_PORT), E2E_MAIL_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
    },
    {
      command: 'npx tsx e2e/support/whatsapp-stand-in-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${WHATSAPP_PORT}/health`,
      env: { E2E_WHATSAPP_PORT: String(WHATSAPP_PORT) },
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${dataDir} && node ${SERVER_ENTRY}`,
      cwd: '..',
      url: `http://127.0.0.1:${APP_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        AUTH_FAILURE_DELAY_MS: '0',
        // The API helpers give each owner an address of their own through X-Forwarded-For (fixtures.ts).
        TRUST_PROXY: 'loopback',
        // PUT /api/proxy/test/plan, for the basic-plan flows (see subscription-test-hooks.routes.ts).
        E2E_TEST_HOOKS: '1',
        // WhatsApp messages against the local stand-in of the Cloud API (whatsapp.spec.ts).
        WHATSAPP_API_URL: `http://127.0.0.1:${WHATSAPP_PORT}/v23.0`,
        WHATSAPP_TOKEN: 'e2e-token',
        WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
        WHATSAPP_APP_SECRET: 'e2e-app-secret',
        WHATSAPP_VERIFY_TOKEN: 'e2e-verify',
      },
    },
  ],
});
