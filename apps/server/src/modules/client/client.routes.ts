import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientListQuerySchema,
  clientListResponseSchema,
  clientLookupSchema,
  clientResponseSchema,
  clientSearchResponseSchema,
  clientWithFiguresResponseSchema,
  createClientBodySchema,
  statusBodySchema,
  updateClientBodySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { clientService } from './client.service.js';
import { idParams } from '../../lib/validation.js';
import { onReadReplica } from '../../lib/read-replica.js';

const base = '/api/v1/business/client';
const tags = ['client'];

/**
 * docs/product.md "API conventions": the client calls. Bodies are JSON or form-urlencoded; `users_id` is
 * ignored.
 */
export const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description:
          'One salon’s clients with their figures, newest first or by `sort` (created, last_visit, visits, ' +
          'total_spent, no_shows, late_cancellations) and `order` (desc, asc), ties by id; `q` matches names, ' +
          'e-mail or phone digits.',
        querystring: clientListQuerySchema,
        response: { 200: clientListResponseSchema },
      },
    },
    async (request) =>
      onReadReplica(ctx, request, (reads) => clientService.list(reads, request.auth, request.query)),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description: 'Creates a client of `salon_id`. 409 CLIENT_EXISTS when the salon has that e-mail.',
        body: createClientBodySchema,
        response: { 200: clientResponseSchema },
      },
    },
    async (request) => ({
      data: await clientService.create(ctx, request.auth, request.body),
    }),
  );

  app.get(
    `${base}/search`,
    {
      schema: {
        tags,
        description:
          'Finds a person in any salon by exact `email` or `phone` (one of them) and answers only who they ' +
          'are, with `client_id` set when `salon_id` already has them. 404 CLIENT_NOT_FOUND otherwise. ' +
          'Limited per login (60 lookups, search and assign together, per 15 minutes).',
        querystring: clientLookupSchema,
        response: { 200: clientSearchResponseSchema },
      },
    },
    async (request) => ({
      data: await clientService.search(ctx, request.auth, request.query),
    }),
  );

  app.post(
    `${base}/assign`,
    {
      schema: {
        tags,
        description:
          'Adds the person found by `email` or `phone` to `salon_id` as a new active client with no note.',
        body: clientLookupSchema,
        response: { 200: clientResponseSchema },
      },
    },
    async (request) => ({
      data: await clientService.assign(ctx, request.auth, request.body),
    }),
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        description:
          'The client with their figures (last visit, visits, total spent, no-shows, late cancellations).',
        params: idParams,
        response: { 200: clientWithFiguresResponseSchema },
      },
    },
    async (request) => ({
      data: await clientService.get(ctx, request.auth, request.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        description: 'Any subset of the fields; nothing different answers 400 NO_CHANGES.',
        params: idParams,
        body: updateClientBodySchema,
        response: { 200: clientResponseSchema },
      },
    },
    async (request) => ({
      data: await clientService.update(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.patch(
    `${base}/:id/status`,
    {
      schema: { tags, params: idParams, body: statusBodySchema, response: { 200: clientResponseSchema } },
    },
    async (request) => ({
      data: await clientService.setStatus(ctx, request.auth, request.params.id, request.body.status),
    }),
  );
};
