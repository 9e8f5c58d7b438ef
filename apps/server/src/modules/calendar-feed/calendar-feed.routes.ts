import { gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedBodySchema,
  calendarFeedCreatedResponseSchema,
  calendarFeedParamsSchema,
  calendarFeedQuerySchema,
  calendarFeedResponseSchema,
  calendarFeedRevokedResponseSchema,
} from '@salon/core';
import { requestLanguage } from '../../lib/i18n.js';
import { publicReadLimit } from '../../lib/public-read-limit.js';
import { requireSignIn } from '../../plugins/auth.js';
import { calendarFeedService } from './calendar-feed.service.js';

const tags = ['calendar-feed'];
// Under account/: a feed belongs to the person who made it, and an expired subscription keeps reads open and
// lets anyone stop sharing (the subscription guard leaves account/ writable).
const base = '/api/v1/business/account/calendar-feed';
const ROLES =
  '`scope=salon`: the whole salon (owner and manager; 403 otherwise). `scope=own`: the caller’s own ' +
  'appointments (employee logins; 403 for the owner). Another company’s or salon’s `salon_id` answers 404.';

/** Files smaller than this go as they are: compressing a few events saves nothing. */
const GZIP_FROM_BYTES = 1024;

/**
 * Private calendar feeds: the signed-in calls that make, show and stop a feed, and the public
 * address calendars fetch (no login: the secret in the path is the only key), limited per address like the
 * booking page's reads (PUBLIC_READS_PER_MINUTE, counted across server processes).
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);
  const limited = await publicReadLimit(app, ctx);

  app.get(
    base,
    {
      schema: {
        tags,
        description: `The caller’s live feed of that scope and salon, or null. Its address is not kept and not answered. ${ROLES}`,
        querystring: calendarFeedQuerySchema,
        response: { 200: calendarFeedResponseSchema },
      },
    },
    async (request) => ({ data: await calendarFeedService.get(ctx, request.auth, request.query) }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description: `A new secret address (\`url\`, answered only now), revoking the caller’s live one of that scope and salon. ${ROLES}`,
        body: calendarFeedBodySchema,
        response: { 200: calendarFeedCreatedResponseSchema },
      },
    },
    async (request) => ({
      data: await calendarFeedService.create(ctx, request.auth, request.body, requestLanguage(request)),
    }),
  );

  app.delete(
    base,
    {
      schema: {
        tags,
        description: `Stops sharing: the address answers 404 from now on. \`revoked\`: whether there was one. ${ROLES}`,
        querystring: calendarFeedQuerySchema,
        response: { 200: calendarFeedRevokedResponseSchema },
      },
    },
    async (request) => ({ data: await calendarFeedService.revoke(ctx, request.auth, request.query) }),
  );

  app.get(
    '/api/v1/public/calendar-feed/:token.ics',
    {
      config: {
        signIn: 'public',
        ...limited,
      },
      schema: {
        tags,
        security: [],
        description:
          'The feed as iCalendar (`text/calendar`): appointments not cancelled from a month back to three months ahead, each `<appointmentId>@<host>` with the service and the client’s first name. An unknown or revoked address answers 404. Weak ETag; 304 to a matching If-None-Match.',
        params: calendarFeedParamsSchema,
      },
    },
    async (request, reply) => {
      const { ics, etag } = await calendarFeedService.file(ctx, request.params.token);
      // The address is a secret: no shared cache may keep the answer; the calendar revalidates by ETag.
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', etag)
        .header('vary', 'accept-encoding')
        .type('text/calendar; charset=utf-8');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (ics.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(gzipSync(ics));
      }
      return reply.send(ics);
    },
  );
};
