import type { TokenCache } from './access-tokens.js';
import type { CalendarVersionCache, SalonCache } from './salon-cache.js';
import type { ServiceCache } from './service-cache.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import type { GoogleVerifier } from './google-verifier.js';
import type { JobQueue } from './jobs/job-queue.js';
import type { ChangeFeed } from './change-feed.js';
import type { Config } from './config.js';
import type { Database, Db } from './db.js';
import type { Mailer } from './mailer.js';
import type { ReadRouting } from './read-replica.js';
import type { PayPalClient } from './paypal.js';
import type { FileStorage } from './storage.js';
import type { WhatsAppClient } from './whatsapp.js';

/** Where this process is in its life, for the readiness answer (modules/health). */
export interface Lifecycle {
  /** Set once SIGTERM/SIGINT arrived: the process is draining and a load balancer should stop sending. */
  stopping: boolean;
  /** This process's job worker: `off` when JOBS_WORKER=off (other processes run the jobs). */
  jobs: 'off' | 'starting' | 'running' | 'stopped';
}

/** What services need from the outside world; built once in app.ts and handed to every module. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  limiter: AttemptLimiter;
  storage: FileStorage;
  /** Null when GOOGLE_CLIENT_ID is not set. */
  google: GoogleVerifier | null;
  /** Null unless every PAYPAL_* setting is there: the PayPal option is then hidden. */
  paypal: PayPalClient | null;
  /** Null unless every WHATSAPP_* setting is there: WhatsApp messages are then hidden. */
  whatsapp: WhatsAppClient | null;
  /** The database's change announcements, which keep the in-memory caches below right. */
  changes: ChangeFeed;
  tokens: TokenCache;
  salons: SalonCache;
  calendarVersions: CalendarVersionCache;
  services: ServiceCache;
  /** The durable job queue (mails, reminders): enqueue inside the caller's transaction. */
  jobs: JobQueue;
  /** Where heavy reads go: a streaming replica when DATABASE_READ_URL is set and fresh enough, else `db`. */
  reads: ReadRouting;
  lifecycle: Lifecycle;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
