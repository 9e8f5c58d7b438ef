import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createServiceGroupBodySchema,
  serviceGroupListQuerySchema,
  serviceGroupListResponseSchema,
  serviceGroupResponseSchema,
  updateServiceGroupBodySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { serviceGroupService } from './service-group.service.js';
import { idParams } from '../../lib/validation.js';

const base = '/api/v1/business/service-group';

export const serviceGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags: ['service'],
        description: "A salon's groups by name, with how many services (and active ones) each holds.",
        querystring: serviceGroupListQuerySchema,
        response: { 200: serviceGroupListResponseSchema },
      },
    },
    async (request) => ({
      data: await serviceGroupService.list(ctx, request.auth, request.query.salon_id),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags: ['service'],
        description: 'JSON or form-urlencoded: salon_id, name (2 to 50, unique in the salon ignoring case).',
        body: createServiceGroupBodySchema,
        response: { 200: serviceGroupResponseSchema },
      },
    },
    async (request) => ({
      data: await serviceGroupService.create(ctx, request.auth, request.body),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags: ['service'],
        params: idParams,
        body: updateServiceGroupBodySchema,
        response: { 200: serviceGroupResponseSchema },
      },
    },
    async (request) => ({
      data: await serviceGroupService.rename(ctx, request.auth, request.params.id, request.body.name),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags: ['service'],
        description: 'Refused (409 SERVICE_GROUP_HAS_ACTIVE_SERVICES) while the group has an active service.',
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await serviceGroupService.delete(ctx, request.auth, request.params.id);
      return { data: { _id: request.params.id, deleted: true as const } };
    },
  );
};
