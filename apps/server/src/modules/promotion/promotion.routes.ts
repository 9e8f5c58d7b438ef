import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPromotionBodySchema,
  promotionFieldsSchema,
  promotionListQuerySchema,
  promotionListResponseSchema,
  promotionResponseSchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { promotionService } from './promotion.service.js';
import { idParams } from '../../lib/validation.js';

const base = '/api/v1/business/promotion';
const tags = ['promotion'];
const fieldsHelp =
  'JSON or form-urlencoded (`services` JSON-encoded): title; start and end (local dates YYYY-MM-DD, end included); mode `discount` with `services` (service ids), `discount` and `is_dollars`, or `per_service` with `services` lines `{ service, price }`. Two promotions may not cover one service on one day (409 PROMOTION_OVERLAP names the other); plans without promotions answer 403 PLAN_NO_PROMOTIONS.';

/**
 * The promotion calls (docs/product.md "API conventions"). Owner and manager manage; secretary and
 * intermediate read.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description:
          'A salon’s promotions, latest start first: status active, scheduled or ended (by the salon’s today), `q` in the title.',
        querystring: promotionListQuerySchema,
        response: { 200: promotionListResponseSchema },
      },
    },
    async (request) => promotionService.list(ctx, request.auth, request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description: `${fieldsHelp} Plus salon_id.`,
        body: createPromotionBodySchema,
        response: { 200: promotionResponseSchema },
      },
    },
    async (request) => ({
      data: await promotionService.create(ctx, request.auth, request.body),
    }),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: promotionResponseSchema } } },
    async (request) => ({
      data: await promotionService.get(ctx, request.auth, request.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        description: `Replaces every field. ${fieldsHelp} Nothing different answers 400 NO_CHANGES.`,
        params: idParams,
        body: promotionFieldsSchema,
        response: { 200: promotionResponseSchema },
      },
    },
    async (request) => ({
      data: await promotionService.update(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        description: 'Removes the promotion; appointments booked at its price keep that price.',
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await promotionService.delete(ctx, request.auth, request.params.id);
      return { data: { _id: request.params.id, deleted: true as const } };
    },
  );
};
