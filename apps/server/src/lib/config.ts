import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/** Like GOOGLE_CLIENT_ID: an empty or blank value means unset. */
const optionalString = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined);

const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  /** The embedded database and uploaded files live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, a real PostgreSQL is used instead of the embedded PGlite. */
  DATABASE_URL: optionalUrl,
  /**
   * Optional: a streaming replica of DATABASE_URL. Reports, the dashboard, lists, exports and the public
   * booking page read from it while it is fresh enough (lib/read-replica.ts); writes always go to DATABASE_URL.
   */
  DATABASE_READ_URL: optionalUrl,
  /** Heavy reads go back to the primary while the replica is further behind than this. */
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** e.g. smtp://user:pass@127.0.0.1:2525. Without it mail goes to the dev outbox (the log). */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Salon <no-reply@localhost>'),
  PUBLIC_URL: optionalUrl,
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** Where Google's signing keys are fetched from; tests point it at a local key set. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /**
   * PayPal Subscriptions: all four set, or PayPal is hidden. The base URL says which PayPal
   * (https://api-m.sandbox.paypal.com or https://api-m.paypal.com); tests point it at a local stand-in.
   */
  PAYPAL_BASE_URL: optionalUrl,
  PAYPAL_CLIENT_ID: optionalString(),
  PAYPAL_CLIENT_SECRET: optionalString(),
  /** The id PayPal gave the webhook (developer dashboard); signature checks are made against it. */
  PAYPAL_WEBHOOK_ID: optionalString(),
  /**
   * WhatsApp Business Cloud API: the four below set, or WhatsApp messages are hidden (the wa.me links stay).
   * The API's base with its version; tests point it at a local stand-in.
   */
  WHATSAPP_API_URL: optionalUrl,
  /** A system user's access token with whatsapp_business_messaging. */
  WHATSAPP_TOKEN: optionalString(),
  /** The sending number's id (WhatsApp Manager), not the number itself. */
  WHATSAPP_PHONE_NUMBER_ID: optionalString(),
  /** The Meta app's secret: the status webhook's X-Hub-Signature-256 is checked with it. */
  WHATSAPP_APP_SECRET: optionalString(),
  /** Any text, given to Meta when subscribing the webhook; its check answers only to it. */
  WHATSAPP_VERIFY_TOKEN: optionalString(),
  /**
   * Optional: a JSON source of the day's official USD→VES rate (`{ "date": "YYYY-MM-DD", "rate": 36.5 }`),
   * fetched every few hours by a job; unset, only the platform administrator enters rates.
   */
  EXCHANGE_RATE_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Base of the growing pause after repeated failed sign-in attempts, in ms. */
  AUTH_FAILURE_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(200),
  /**
   * The map tiles' URL template the web app is built with (unset: OpenStreetMap; empty: no tiles); the
   * server reads it too, to allow exactly those images in its Content-Security-Policy.
   */
  VITE_MAP_TILE_URL: z.string().trim().optional(),
  /** Where the built web app is; served at / when present. */
  WEB_DIST_DIR: z.string().optional(),
  /** `auto` seeds the demo owner on an empty embedded database. */
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  /**
   * `1` adds the end-to-end specs' hooks under /api/proxy/test (e.g. putting the caller's company on a plan,
   * which otherwise only billing does). Never set in production: the Playwright config alone sets it.
   */
  E2E_TEST_HOOKS: z.enum(['0', '1']).default('0'),
  /** `off` leaves this process's jobs to other server processes (it still enqueues). */
  JOBS_WORKER: z.enum(['on', 'off']).default('on'),
  /** How often an idle worker looks for due jobs; jobs due at once wake it through NOTIFY anyway. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  /**
   * Reads of the public booking page (the salon, its free times) each address may make in a minute, counted
   * for all server processes together (lib/public-read-limit.ts). Generous: a client browsing weeks of times
   * makes a few dozen.
   */
  PUBLIC_READS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /**
   * Time limits on every connection (plugins/connection-limits.ts): a whole request, headers and body, must
   * arrive within REQUEST_TIMEOUT_MS (a 10 MB photo at about 1.5 Mbit/s fits in the default minute), its
   * headers within HEADERS_TIMEOUT_MS; a silent connection is closed after IDLE_SOCKET_TIMEOUT_MS, an idle
   * keep-alive one after KEEP_ALIVE_TIMEOUT_MS.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(20_000),
  IDLE_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
  /** Open connections one address may hold at once; 0 for no cap (behind a proxy that caps them itself). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(128),
  /**
   * Fastify's `trustProxy`: unset trusts no proxy (the socket's address is the client's). Behind a load
   * balancer, its address or range (`10.0.0.0/8`, comma-separated) or a hop count (`1`), so per-address
   * limits count each client and not the balancer.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (!value ? false : /^\d+$/.test(value) ? Number(value) : value)),
  /** How long a stop (SIGTERM, SIGINT) waits for requests in flight before closing their connections. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
});

export type Config = z.infer<typeof envSchema> & { publicUrl: string };

/** Reads the environment once at start; a wrong value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration in the environment:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
