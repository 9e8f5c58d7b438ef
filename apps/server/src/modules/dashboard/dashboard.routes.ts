import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardQuerySchema, dashboardSummaryResponseSchema } from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { dashboardService } from './dashboard.service.js';
import { onReadReplica } from '../../lib/read-replica.js';

/** docs/product.md "API conventions": the welcome dashboard's one call. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);
  app.get(
    '/api/v1/business/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        description:
          'The current salon at a glance: upcoming appointments, the last 30 days’ totals, this week’s visits against the previous week, top services and clients, reviews. Parts a role may not see are null (money: owner and manager; salon-wide parts: also the secretary; basic and intermediate see their own upcoming appointments). `salons=all` (owner only, else 403): the figures cover every live salon of the company, each on its own local days, with `by_salon`; the upcoming list stays the salon’s.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSummaryResponseSchema },
      },
    },
    async (request) => ({
      data: await onReadReplica(ctx, request, (reads) =>
        dashboardService.summary(reads, request.auth, request.query),
      ),
    }),
  );
};
