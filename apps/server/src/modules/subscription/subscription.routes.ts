import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planResponseSchema } from '@salon/core';
import { requireCompany } from '../../plugins/access.js';
import { requireSignIn } from '../../plugins/auth.js';
import { subscriptionService } from './subscription.service.js';

/**
 * `GET /plan`: the company's plan and what it allows, for every login of the company, so screens can explain
 * a limit before the user meets it (billing itself is the owner's, under /billing).
 */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);
  app.get(
    '/api/v1/business/plan',
    {
      schema: {
        tags: ['billing'],
        description:
          'The plan in force (a lapsed subscription reads as basic_plan’s limits) and its features.',
        response: { 200: planResponseSchema },
      },
    },
    async (request) => {
      const tenant = requireCompany(request.auth);
      return { data: await subscriptionService.planOf(ctx.db, tenant.companyId) };
    },
  );
};
