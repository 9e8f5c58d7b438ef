import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  waitlistBodySchema,
  waitlistEntryParamsSchema,
  waitlistEntryResponseSchema,
  waitlistListResponseSchema,
  waitlistQuerySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { waitlistService } from './waitlist.service.js';

const base = '/api/v1/business/waitlist';
const tags = ['waitlist'];
const ROLES =
  'Owner, manager and secretary (who manage the whole calendar); an employee login only in their own salon; ' +
  'another company’s or salon’s entry reads as missing.';

/** A salon's waitlist as staff manage it. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description: `The salon’s waitlist: the waiting entries in their order (\`position\` 1 first), each with its latest offer; with \`status=all\` the entries that stopped waiting in the last 90 days after them. ${ROLES}`,
        querystring: waitlistQuerySchema,
        response: { 200: waitlistListResponseSchema },
      },
    },
    async (request) => ({ data: await waitlistService.list(ctx, request.auth, request.query) }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description: `Puts one of the salon’s clients on its waitlist, last: a service, an employee or anyone (\`employee_id\` null), local days (at most 60) and optionally times of day; the list is looked at at once. 409 WAITLIST_NOT_OFFERED for a freelancer. ${ROLES}`,
        body: waitlistBodySchema,
        response: { 200: waitlistEntryResponseSchema },
      },
    },
    async (request) => ({ data: await waitlistService.add(ctx, request.auth, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        description: `Takes an entry off the list (status \`removed\`); an open offer of it lapses and passes to the next client. 404 WAITLIST_ENTRY_NOT_FOUND. ${ROLES}`,
        params: waitlistEntryParamsSchema,
        response: { 200: waitlistEntryResponseSchema },
      },
    },
    async (request) => ({ data: await waitlistService.remove(ctx, request.auth, request.params.id) }),
  );
};
