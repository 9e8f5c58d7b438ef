import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closureBodySchema,
  closureDeletedResponseSchema,
  closureListResponseSchema,
  closureParamsSchema,
  closureQuerySchema,
  closureResponseSchema,
  closureSalonQuerySchema,
  holidayBodySchema,
  holidayResponseSchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { salonClosureService } from './salon-closure.service.js';

const tags = ['salon-closure'];
const base = '/api/v1/business/salon-closure';
const ROLES = 'Reading: anyone of the salon. Changing: owner and manager (403 otherwise).';

/** A salon's closed days and national holidays (docs/decisions.md "Closed days"). */
export const salonClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description: `The salon's closures touching \`year\` and that year's national holidays, each with its closure when the salon accepted it. ${ROLES}`,
        querystring: closureQuerySchema,
        response: { 200: closureListResponseSchema },
      },
    },
    async (request) => ({ data: await salonClosureService.list(ctx, request.auth, request.query) }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description: `Closes the salon from \`start_date\` to \`end_date\` (both included; one day without it). ${ROLES}`,
        body: closureBodySchema,
        response: { 200: closureResponseSchema },
      },
    },
    async (request) => ({ data: await salonClosureService.create(ctx, request.auth, request.body) }),
  );

  app.put(
    `${base}/holiday`,
    {
      schema: {
        tags,
        description: `Accepts (closes that day) or declines a national holiday of a year. ${ROLES}`,
        body: holidayBodySchema,
        response: { 200: holidayResponseSchema },
      },
    },
    async (request) => ({ data: await salonClosureService.setHoliday(ctx, request.auth, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        description: `Opens the salon again on a closure's days. ${ROLES}`,
        params: closureParamsSchema,
        querystring: closureSalonQuerySchema,
        response: { 200: closureDeletedResponseSchema },
      },
    },
    async (request) => ({
      data: await salonClosureService.remove(ctx, request.auth, request.params.id, request.query.salon_id),
    }),
  );
};
