import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewReplyBodySchema,
  reviewResponseSchema,
  reviewVisibilityBodySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { reviewService } from './review.service.js';
import { idParams } from '../../lib/validation.js';
import { onReadReplica } from '../../lib/read-replica.js';

const base = '/api/v1/business/review';
const tags = ['review'];

/**
 * docs/product.md "API conventions": the salon's reviews. Owner and manager read, reply and hide; the
 * secretary reads; basic and intermediate employees get 403. Clients write reviews on their visit page
 * (public calls).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description:
          'A salon’s reviews, newest first (hidden ones included and marked), filtered by `stars`, `employee_id` and `service_id`. `summary` (average, count, distribution by stars) counts the visible reviews of the chosen employee and service, whatever `stars`.',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema },
      },
    },
    async (request) =>
      onReadReplica(ctx, request, (reads) => reviewService.list(reads, request.auth, request.query)),
  );

  app.post(
    `${base}/:id/reply`,
    {
      schema: {
        tags,
        description:
          'The salon’s public reply, once (a second answers 409 REVIEW_REPLIED; PUT edits it). Logged.',
        params: idParams,
        body: reviewReplyBodySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => ({
      data: await reviewService.reply(ctx, request.auth, request.params.id, request.body.reply),
    }),
  );

  app.put(
    `${base}/:id/reply`,
    {
      schema: {
        tags,
        description:
          'Sets or replaces the salon’s public reply (the edit of an existing one); the same text answers 400 NO_CHANGES. Logged with the text before and after.',
        params: idParams,
        body: reviewReplyBodySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => ({
      data: await reviewService.editReply(ctx, request.auth, request.params.id, request.body.reply),
    }),
  );

  app.patch(
    `${base}/:id/visibility`,
    {
      schema: {
        tags,
        description:
          '`{ hidden: true, reason }` hides an abusive review (reason required); `{ hidden: false }` shows it again. Logged.',
        params: idParams,
        body: reviewVisibilityBodySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => ({
      data: await reviewService.setVisibility(ctx, request.auth, request.params.id, request.body),
    }),
  );
};
