import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createServiceBodySchema,
  serviceListQuerySchema,
  serviceListResponseSchema,
  servicePreviewResponseSchema,
  servicePriceQuerySchema,
  servicePriceResponseSchema,
  serviceResponseSchema,
  statusBodySchema,
  updateServiceBodySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { servicePreviewService } from './service-preview.service.js';
import { serviceService } from './service.service.js';
import { idParams } from '../../lib/validation.js';

const base = '/api/v1/business/service';
const fieldsHelp =
  'JSON or form-urlencoded: name, group (a live group of the salon), regular_price and discount_price (dollars), duration (minutes), description, remote, remote_charge, price_type (exact or starting_from), status.';

export const serviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags: ['service'],
        description: "A salon's services by name: search `q` in the name, filter by group and status, paged.",
        querystring: serviceListQuerySchema,
        response: { 200: serviceListResponseSchema },
      },
    },
    async (request) => serviceService.list(ctx, request.auth, request.query),
  );

  app.post(
    base,
    {
      schema: {
        tags: ['service'],
        description: `${fieldsHelp} Plus salon_id.`,
        body: createServiceBodySchema,
        response: { 200: serviceResponseSchema },
      },
    },
    async (request) => ({
      data: await serviceService.create(ctx, request.auth, request.body),
    }),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags: ['service'], params: idParams, response: { 200: serviceResponseSchema } } },
    async (request) => ({
      data: await serviceService.get(ctx, request.auth, request.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags: ['service'],
        description: `Replaces every field. ${fieldsHelp} Nothing different answers 400 NO_CHANGES.`,
        params: idParams,
        body: updateServiceBodySchema,
        response: { 200: serviceResponseSchema },
      },
    },
    async (request) => ({
      data: await serviceService.update(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.patch(
    `${base}/:id/status`,
    {
      schema: {
        tags: ['service'],
        description: 'status: active or inactive. Activating needs the service’s group to exist.',
        params: idParams,
        body: statusBodySchema,
        response: { 200: serviceResponseSchema },
      },
    },
    async (request) => ({
      data: await serviceService.setStatus(ctx, request.auth, request.params.id, request.body.status),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags: ['service'],
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await serviceService.delete(ctx, request.auth, request.params.id);
      return { data: { _id: request.params.id, deleted: true as const } };
    },
  );

  app.get(
    `${base}/:id/test`,
    {
      schema: {
        tags: ['service'],
        description:
          'The service as a client sees it: the price they pay, who performs it, and up to 6 free start times in the next 14 days.',
        params: idParams,
        response: { 200: servicePreviewResponseSchema },
      },
    },
    async (request) => ({
      data: await servicePreviewService.preview(ctx, request.auth, request.params.id),
    }),
  );

  app.get(
    `${base}/:id/price`,
    {
      schema: {
        tags: ['service'],
        description:
          'What a booking starting at `at` costs: the price on that local day of the salon (a running promotion first, else the discount price, else the regular price), times `service_count`, naming the promotion.',
        params: idParams,
        querystring: servicePriceQuerySchema,
        response: { 200: servicePriceResponseSchema },
      },
    },
    async (request) => ({
      data: await servicePreviewService.quote(ctx, request.auth, request.params.id, request.query),
    }),
  );
};
