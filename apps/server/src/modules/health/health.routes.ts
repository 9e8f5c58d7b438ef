import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientConfigResponseSchema } from '@salon/core';
import { APP_VERSION } from '../../lib/version.js';

const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  database: z.object({ mode: z.enum(['embedded', 'postgresql']), ok: z.boolean() }),
  mail: z.object({ mode: z.enum(['smtp', 'outbox']) }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/health',
    { schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (_request, reply) => {
      const databaseOk = await ctx.database.ping().then(
        () => true,
        () => false,
      );
      reply.code(databaseOk ? 200 : 503);
      return {
        status: databaseOk ? ('ok' as const) : ('degraded' as const),
        version: APP_VERSION,
        database: { mode: ctx.database.kind, ok: databaseOk },
        mail: { mode: ctx.mailer.mode },
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
