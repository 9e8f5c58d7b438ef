import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  depositListItemWireSchema,
  depositListQuerySchema,
  depositRejectBodySchema,
  depositWireSchema,
} from '@salon/core';
import { idParams } from '../../lib/validation.js';
import { requireSignIn } from '../../plugins/auth.js';
import { depositService } from './deposit.service.js';

const tags = ['deposit'];
const ROLES =
  'Owner, manager and secretary (who manage the whole calendar); another salon’s reads as missing.';
const response = { 200: z.object({ data: depositWireSchema }) };

/** Deposits of online bookings as staff see to them. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    '/api/v1/business/deposits',
    {
      schema: {
        tags,
        description: `A salon’s deposits: \`open\` (default) those not yet paid, the soonest released first; \`all\` those of the last 90 days too. ${ROLES}`,
        querystring: depositListQuerySchema,
        response: { 200: z.object({ data: z.array(depositListItemWireSchema) }) },
      },
    },
    async (request) => ({ data: await depositService.list(ctx, request.auth, request.query) }),
  );

  app.get(
    '/api/v1/business/appointment/:id/deposit',
    {
      schema: {
        tags,
        description: `The appointment’s deposit (404 DEPOSIT_NOT_FOUND when it has none). Who sees the appointment sees it.`,
        params: idParams,
        response,
      },
    },
    async (request) => ({ data: await depositService.get(ctx, request.auth, request.params.id) }),
  );

  app.post(
    '/api/v1/business/appointment/:id/deposit/confirm',
    {
      schema: {
        tags,
        description: `The deposit was received (reported or not): recorded as a payment of the appointment, and the visit, pending until now, confirmed; the client is told. 409 DEPOSIT_NOT_DUE once paid, released or settled. ${ROLES}`,
        params: idParams,
        response,
      },
    },
    async (request) => ({ data: await depositService.confirm(ctx, request.auth, request.params.id) }),
  );

  app.post(
    '/api/v1/business/appointment/:id/deposit/reject',
    {
      schema: {
        tags,
        description: `The reported reference is refused, with the reason the client reads; they may report again while the hold lasts. 409 DEPOSIT_NOT_REPORTED. ${ROLES}`,
        params: idParams,
        body: depositRejectBodySchema,
        response,
      },
    },
    async (request) => ({
      data: await depositService.reject(ctx, request.auth, request.params.id, request.body.reason),
    }),
  );
};
