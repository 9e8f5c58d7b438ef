import { gzipSync } from 'node:zlib';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { ERRORS } from '@salon/core';
import type { Config } from './lib/config.js';
import type { AppContext } from './lib/context.js';
import { openChangeFeed } from './lib/change-feed.js';
import type { Database } from './lib/db.js';
import { installErrorHandling } from './lib/error-handler.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { OneLineRequestLog, requestLogSerializers } from './lib/request-log.js';
import { createLocalStorage, FILES_URL_PREFIX, uploadsDir } from './lib/storage.js';
import { APP_VERSION } from './lib/version.js';
import { accountRoutes } from './modules/account/index.js';
import { companyRoutes } from './modules/company/index.js';
import { categoryRoutes } from './modules/category/index.js';
import { eventLogRoutes } from './modules/event-log/index.js';
import { galleryRoutes } from './modules/gallery/index.js';
import { salonRoutes } from './modules/salon/index.js';
import { scheduleRoutes } from './modules/schedule/index.js';
import { salonClosureRoutes } from './modules/salon-closure/index.js';
import { cashCloseRoutes } from './modules/cash-close/index.js';
import { commissionRoutes } from './modules/commission/index.js';
import { serviceGroupRoutes, serviceRoutes } from './modules/service/index.js';
import { employeeRoutes } from './modules/employee/index.js';
import { clientRoutes } from './modules/client/index.js';
import { appointmentRoutes } from './modules/appointment/index.js';
import { appointmentPaymentRoutes } from './modules/appointment-payment/index.js';
import { promotionRoutes } from './modules/promotion/index.js';
import { reviewRoutes } from './modules/review/index.js';
import { visitRoutes } from './modules/visit/index.js';
import { calendarFeedRoutes } from './modules/calendar-feed/index.js';
import { depositRoutes, registerDepositJobs } from './modules/deposit/index.js';
import { registerWaitlistJobs, waitlistPublicRoutes, waitlistRoutes } from './modules/waitlist/index.js';
import { bookingRoutes, bookingPageDocument } from './modules/booking/index.js';
import { reportRoutes } from './modules/report/index.js';
import { diagnosticsRoutes } from './modules/diagnostics/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { paypalFromConfig } from './lib/paypal.js';
import { whatsappFromConfig } from './lib/whatsapp.js';
import { webPreloads, withPreloads } from './lib/web-preloads.js';
import { billingRoutes, paypalRoutes } from './modules/billing/index.js';
import {
  adminRoutes,
  adminSettingsRoutes,
  adminTestHookRoutes,
  installAdminSignIn,
} from './modules/admin/index.js';
import { installSignIn } from './plugins/auth.js';
import { installConnectionCap, serverTimeouts } from './plugins/connection-limits.js';
import { inlineScriptHashes, installSecurityHeaders } from './plugins/security-headers.js';
import { installSafeTextGuard } from './plugins/safe-text-guard.js';
import {
  installSubscriptionGuard,
  subscriptionRoutes,
  subscriptionTestHookRoutes,
} from './modules/subscription/index.js';
import { createAttemptLimiter } from './lib/attempt-limiter.js';
import { authRoutes } from './modules/auth/index.js';
import { createGoogleVerifier } from './lib/google-verifier.js';
import { createCalendarVersionCache, createSalonCache } from './lib/salon-cache.js';
import { createServiceCache } from './lib/service-cache.js';
import { createReadRouting } from './lib/read-replica.js';
import { createTokenCache } from './lib/access-tokens.js';
import { healthRoutes } from './modules/health/index.js';
import { createJobQueue } from './lib/jobs/job-queue.js';
import { registerMailJob } from './lib/jobs/mail-send.job.js';
import { otpRoutes } from './modules/otp/index.js';
import { registerNotificationJobs, whatsappWebhookRoutes } from './modules/notification/index.js';
import {
  exchangeRateRoutes,
  registerExchangeRateJobs,
  scheduleExchangeRateFeed,
} from './modules/exchange-rate/index.js';

export const API_PREFIX = '/api/proxy';
const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Tests may pass their own; otherwise built from SMTP_URL. */
  mailer?: Mailer;
  logger?: boolean;
}

/** Security headers (plugins/security-headers.ts) that only a document uses, left off the built scripts and styles. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The built web app, beside this server in the monorepo (apps/web/dist), unless WEB_DIST_DIR says otherwise. */
function webDistDir(config: Config): string | undefined {
  const dir = config.WEB_DIST_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  return existsSync(join(dir, 'index.html')) ? dir : undefined;
}

/** The built web app's document, and the preload links of each path (lib/web-preloads.ts). */
interface WebApp {
  dir: string;
  shell: string;
  preloadsFor: (path: string) => string;
  /** The same for the booking page's own build (book.html): its texts. */
  bookingPreloadsFor: (path: string) => string;
}

/**
 * The single-page app owns every other path (its router shows its own 404 page). A salon's booking page
 * comes with the salon painted in and its data embedded (booking-page-html.ts); a first screen's document
 * names its code and texts for the browser to fetch at once. Gzipped when accepted.
 */
async function sendWebApp(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  web: WebApp,
  path: string,
) {
  reply.header('cache-control', 'no-cache');
  const booking = await bookingPageDocument(ctx, web.dir, path);
  const html = booking?.ownEntry
    ? withPreloads(booking.html, web.bookingPreloadsFor(path))
    : withPreloads(booking?.html ?? web.shell, web.preloadsFor(path));
  reply.type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
    return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  }
  return reply.send(html);
}

/**
 * JSON lines for a log collector; readable lines (pino-pretty, in a worker thread) when a person watches the
 * terminal.
 */
const loggerOptions = (config: Config) => ({
  level: config.LOG_LEVEL,
  serializers: requestLogSerializers,
  ...(process.stdout.isTTY
    ? {
        transport: {
          target: 'pino-pretty',
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
        },
      }
    : {}),
});

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config),
    logController: new OneLineRequestLog(),
    bodyLimit: 1024 * 1024,
    ...serverTimeouts(config),
    // Fastify also takes a hop count at run time, which its types leave out.
    trustProxy: config.TRUST_PROXY as boolean | string,
  }).withTypeProvider<ZodTypeProvider>();
  installConnectionCap(app, config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const storageRoot = uploadsDir(config.DATA_DIR);
  mkdirSync(storageRoot, { recursive: true });
  const changes = await openChangeFeed(database);
  app.addHook('onClose', () => changes.close());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer:
      options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logger: app.log }),
    limiter: createAttemptLimiter(database.db, config.AUTH_FAILURE_DELAY_MS),
    storage: createLocalStorage(storageRoot),
    google: config.GOOGLE_CLIENT_ID
      ? createGoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL)
      : null,
    paypal: paypalFromConfig(config),
    whatsapp: whatsappFromConfig(config),
    changes,
    tokens: createTokenCache(changes),
    salons: createSalonCache(changes),
    calendarVersions: createCalendarVersionCache(changes),
    services: createServiceCache(changes),
    jobs: createJobQueue(database, { pollMs: config.JOBS_POLL_MS, logger: app.log }),
    reads: createReadRouting(
      app,
      config.DATABASE_READ_URL,
      config.DATABASE_READ_MAX_LAG_MS,
      database,
      app.log,
    ),
    lifecycle: { stopping: false, jobs: config.JOBS_WORKER === 'on' ? 'starting' : 'off' },
  };
  app.decorate('ctx', ctx);
  installSignIn(app);
  installAdminSignIn(app);
  registerMailJob(ctx.jobs, ctx.mailer);
  registerNotificationJobs(ctx);
  registerWaitlistJobs(ctx);
  registerDepositJobs(ctx);
  registerExchangeRateJobs(ctx);
  // Every process plans the feed's first fetch (the dedupe key keeps one); only a worker runs it.
  app.addHook('onReady', () => scheduleExchangeRateFeed(ctx));
  // Started once every module has registered its handlers; stopped before the caller closes the database.
  if (config.JOBS_WORKER === 'on') {
    app.addHook('onReady', async () => {
      await ctx.jobs.start();
      ctx.lifecycle.jobs = 'running';
    });
  }
  app.addHook('preClose', () => {
    ctx.lifecycle.stopping = true;
  });
  app.addHook('onClose', async () => {
    await ctx.reads.close();
    await ctx.jobs.stop();
    if (ctx.lifecycle.jobs !== 'off') ctx.lifecycle.jobs = 'stopped';
  });
  // Both hooks run on every answer: callback style, so a read costs no promise (the calendar's refreshes).
  app.addHook('onSend', (request, _reply, payload, done) => {
    // A request that may have written answers only once its changes reached this process's caches, so the
    // caller's next request (a calendar refresh after booking, a call after logging out) sees them.
    if (READ_ONLY_METHODS.has(request.method)) return done(null, payload);
    void changes.sync().then(() => done(null, payload));
  });

  installErrorHandling(app);
  const webDir = webDistDir(config);
  const web: WebApp | undefined = webDir
    ? {
        dir: webDir,
        shell: readFileSync(join(webDir, 'index.html'), 'utf8'),
        preloadsFor: webPreloads(webDir),
        bookingPreloadsFor: webPreloads(webDir, 'book-preloads.json'),
      }
    : undefined;
  // The document's inline start script is allowed by its hash (apps/web/boot-html.ts).
  installSecurityHeaders(app, config, API_PREFIX, web ? inlineScriptHashes(web.shell) : []);

  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, { limits: { fields: 30, fieldSize: 10_000, parts: 40 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Salon booking API', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      installSafeTextGuard(api);
      installSubscriptionGuard(api, ctx, API_PREFIX);
      await api.register(authRoutes);
      await api.register(otpRoutes);
      await api.register(accountRoutes);
      await api.register(companyRoutes);
      await api.register(eventLogRoutes);
      await api.register(categoryRoutes);
      await api.register(salonRoutes);
      await api.register(galleryRoutes);
      await api.register(scheduleRoutes);
      await api.register(salonClosureRoutes);
      await api.register(cashCloseRoutes);
      await api.register(commissionRoutes);
      await api.register(serviceGroupRoutes);
      await api.register(serviceRoutes);
      await api.register(employeeRoutes);
      await api.register(clientRoutes);
      await api.register(appointmentRoutes);
      await api.register(appointmentPaymentRoutes);
      await api.register(promotionRoutes);
      await api.register(reviewRoutes);
      await api.register(visitRoutes);
      await api.register(calendarFeedRoutes);
      await api.register(bookingRoutes);
      await api.register(waitlistRoutes);
      await api.register(waitlistPublicRoutes);
      await api.register(depositRoutes);
      await api.register(reportRoutes);
      await api.register(dashboardRoutes);
      await api.register(subscriptionRoutes);
      await api.register(billingRoutes);
      await api.register(exchangeRateRoutes);
      await api.register(paypalRoutes);
      await api.register(whatsappWebhookRoutes);
      await api.register(adminRoutes);
      await api.register(adminSettingsRoutes);
      await api.register(diagnosticsRoutes);
      if (config.E2E_TEST_HOOKS === '1') await api.register(subscriptionTestHookRoutes);
      if (config.E2E_TEST_HOOKS === '1') await api.register(adminTestHookRoutes);
    },
    { prefix: API_PREFIX },
  );

  await app.register(fastifyStatic, {
    root: ctx.storage.root,
    prefix: FILES_URL_PREFIX,
    decorateReply: false,
    index: false,
  });
  if (webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      // The build writes .br and .gz beside each script and style: sent as the browser accepts, never made here.
      preCompressed: true,
      setHeaders: (res, path) => {
        if (!path.startsWith(join(webDir, 'assets'))) return;
        // Vite names each asset by its content hash: a new build is new names, so the old can live forever.
        res.header('cache-control', 'public, max-age=31536000, immutable');
        // A browser applies no document policy to a script or a style: those headers are left off them.
        if (/\.(?:js|css)(?:\.br|\.gz)?$/.test(path))
          for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (web && request.method === 'GET' && !path.startsWith('/api/')) {
      return sendWebApp(ctx, request, reply, web, path);
    }
    return reply.code(404).send({ statusCode: 404, code: 'NOT_FOUND', message: ERRORS.NOT_FOUND.message });
  });

  return app;
}
