import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduleBodySchema, scheduleResponseSchema } from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { scheduleService } from './schedule.service.js';
import { idParams } from '../../lib/validation.js';

// The prefix and the path join, hence the doubled segment (docs/product.md "API conventions").
const base = '/api/v1/business/schedule/schedule';

/** `users_id` and `account_type` in bodies are ignored: the token says who calls. */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.post(
    base,
    {
      schema: {
        tags: ['schedule'],
        description: 'Form-urlencoded: title, description, days (JSON, seven days), optional salon_id.',
        body: scheduleBodySchema,
        response: { 200: scheduleResponseSchema },
      },
    },
    async (request) => ({
      data: await scheduleService.create(ctx, request.auth, request.body),
    }),
  );

  app.post(
    `${base}/one/:id`,
    { schema: { tags: ['schedule'], params: idParams, response: { 200: scheduleResponseSchema } } },
    async (request) => ({
      data: await scheduleService.getOwn(ctx, request.auth, request.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags: ['schedule'],
        params: idParams,
        body: scheduleBodySchema,
        response: { 200: scheduleResponseSchema },
      },
    },
    async (request) => ({
      data: await scheduleService.update(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags: ['schedule'],
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await scheduleService.delete(ctx, request.auth, request.params.id);
      return { data: { _id: request.params.id, deleted: true as const } };
    },
  );
};
