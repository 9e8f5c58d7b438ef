import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cashCloseDayBodySchema,
  cashCloseDraftBodySchema,
  cashCloseQuerySchema,
  cashCloseResponseSchema,
  cashCloseSalonQuerySchema,
  cashMovementBodySchema,
  cashMovementParamsSchema,
  cashReopenBodySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { cashCloseService } from './cash-close.service.js';

const tags = ['cash-close'];
const base = '/api/v1/business/cash-close';
const ROLES = 'Owner, manager and secretary (403 otherwise).';
const CLOSED = '409 CASH_DAY_CLOSED once the day is closed; 400 CASH_FUTURE_DAY for a day not yet come.';

/** A salon's daily cash close (docs/decisions.md "The daily cash close"). */
export const cashCloseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);
  const response = { 200: cashCloseResponseSchema };

  app.get(
    base,
    {
      schema: {
        tags,
        description: `The day's close, open or closed, counted from that day's payments in the salon's time zone. 400 CASH_FUTURE_DAY for a day not yet come. ${ROLES}`,
        querystring: cashCloseQuerySchema,
        response,
      },
    },
    async (request) => ({ data: await cashCloseService.get(ctx, request.auth, request.query) }),
  );

  app.put(
    base,
    {
      schema: {
        tags,
        description: `Saves the opening float and the amounts counted so far (a line left out or null is not counted). ${CLOSED} ${ROLES}`,
        body: cashCloseDraftBodySchema,
        response,
      },
    },
    async (request) => ({ data: await cashCloseService.saveDraft(ctx, request.auth, request.body) }),
  );

  app.post(
    `${base}/movement`,
    {
      schema: {
        tags,
        description: `Cash taken out of the till that day (a withdrawal or an expense) with its reason. ${CLOSED} ${ROLES}`,
        body: cashMovementBodySchema,
        response,
      },
    },
    async (request) => ({ data: await cashCloseService.addMovement(ctx, request.auth, request.body) }),
  );

  app.delete(
    `${base}/movement/:id`,
    {
      schema: {
        tags,
        description: `Removes a movement entered by mistake; answers its day's close. ${CLOSED} ${ROLES}`,
        params: cashMovementParamsSchema,
        querystring: cashCloseSalonQuerySchema,
        response,
      },
    },
    async (request) => ({
      data: await cashCloseService.removeMovement(
        ctx,
        request.auth,
        request.params.id,
        request.query.salon_id,
      ),
    }),
  );

  app.post(
    `${base}/close`,
    {
      schema: {
        tags,
        description: `Closes the day with what was last saved; its payments are then locked. 400 on \`counted\` while a line is not counted. ${CLOSED} ${ROLES}`,
        body: cashCloseDayBodySchema,
        response,
      },
    },
    async (request) => ({ data: await cashCloseService.close(ctx, request.auth, request.body) }),
  );

  app.post(
    `${base}/reopen`,
    {
      schema: {
        tags,
        description:
          'Opens a closed day again, with a reason (logged). 409 CASH_DAY_OPEN when it is not closed. Owner and manager (403 otherwise).',
        body: cashReopenBodySchema,
        response,
      },
    },
    async (request) => ({ data: await cashCloseService.reopen(ctx, request.auth, request.body) }),
  );
};
