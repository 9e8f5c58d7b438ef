import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConfigResponseSchema } from '@salon/core';
import type { AppContext } from '../../lib/context.js';
import { APP_VERSION } from '../../lib/version.js';
import { appliedMigrations, knownMigrations } from '../diagnostics/index.js';

const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ mode: z.enum(['embedded', 'postgresql']), ok: z.boolean() }),
  mail: z.object({ mode: z.enum(['smtp', 'outbox']) }),
  /** The read replica (DATABASE_READ_URL), null without one. Reported only: heavy reads fall back by themselves. */
  read_replica: z.object({ healthy: z.boolean(), lag_ms: z.number().int().nullable() }).nullable(),
});

const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  version: z.string(),
  stopping: z.boolean(),
  database: z.object({ ok: z.boolean() }),
  migrations: z.object({ ok: z.boolean(), applied: z.number().int(), known: z.number().int() }),
  jobs: z.object({ ok: z.boolean(), worker: z.enum(['off', 'starting', 'running', 'stopped']) }),
});

/** A check answers within this, database or not: a probe that hangs is as bad as one that fails. */
const PROBE_TIMEOUT_MS = 1_500;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const databaseAnswers = (ctx: AppContext) =>
  within(ctx.database.ping(), PROBE_TIMEOUT_MS).then(
    () => true,
    () => false,
  );

function readReplica(ctx: AppContext) {
  const replica = ctx.reads.status();
  if (!replica.configured) return null;
  return { healthy: replica.healthy, lag_ms: replica.lagMs === null ? null : Math.round(replica.lagMs) };
}

/**
 * Two probes for operators (docs/operations.md). `/api/health` is liveness: 200 whenever this process serves
 * requests, the database's state only reported, so a supervisor never restarts a healthy process because
 * PostgreSQL blinked. `/api/ready` is readiness: 200 only while the database answers, every migration of this
 * version is applied, the job worker runs (unless JOBS_WORKER=off) and the process is not stopping; a load
 * balancer sends traffic only then.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthResponseSchema } } },
    async () => {
      const databaseOk = await databaseAnswers(ctx);
      return {
        status: databaseOk ? ('ok' as const) : ('degraded' as const),
        version: APP_VERSION,
        database: { mode: ctx.database.kind, ok: databaseOk },
        mail: { mode: ctx.mailer.mode },
        read_replica: readReplica(ctx),
      };
    },
  );

  app.get(
    '/api/ready',
    { schema: { tags: ['health'], response: { 200: readyResponseSchema, 503: readyResponseSchema } } },
    async (_request, reply) => {
      const databaseOk = await databaseAnswers(ctx);
      const applied = databaseOk
        ? await within(appliedMigrations(ctx.db), PROBE_TIMEOUT_MS).catch(() => 0)
        : 0;
      const known = knownMigrations();
      const { jobs: worker, stopping } = ctx.lifecycle;
      const jobsOk = worker === 'running' || worker === 'off';
      const ready = databaseOk && applied >= known && jobsOk && !stopping;
      reply.code(ready ? 200 : 503);
      if (!ready) reply.header('retry-after', '2');
      return {
        status: ready ? ('ready' as const) : ('not_ready' as const),
        version: APP_VERSION,
        stopping,
        database: { ok: databaseOk },
        migrations: { ok: applied >= known, applied, known },
        jobs: { ok: jobsOk, worker },
      };
    },
  );

  /** What the web app needs to know before sign-in (`/util` paths carry no users_id). */
  app.get(
    '/api/proxy/util/config',
    { schema: { tags: ['health'], response: { 200: clientConfigResponseSchema } } },
    async () => ({ data: { google_client_id: ctx.google?.clientId ?? null, version: APP_VERSION } }),
  );
};
