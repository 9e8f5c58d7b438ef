import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLANS } from '@salon/core';
import { z } from 'zod';
import { requireCompany, requireOwner } from '../../plugins/access.js';
import { requireSignIn } from '../../plugins/auth.js';
import { subscriptionRepository } from './subscription.repository.js';
import { subscriptionService } from './subscription.service.js';

/**
 * Registered only with E2E_TEST_HOOKS=1 (the Playwright config): the end-to-end specs run against the
 * embedded database, which the server process holds, so they cannot change a plan behind its back, and
 * billing (which changes plans for real) is a later issue. The caller's own company only, owner only.
 */
export const subscriptionTestHookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);
  app.put(
    '/test/plan',
    { schema: { hide: true, body: z.object({ plan: z.enum(PLANS, 'validation.invalid') }) } },
    async (request) => {
      const { auth } = request;
      requireOwner(auth);
      const tenant = requireCompany(auth);
      await subscriptionRepository.update(ctx.db, tenant.companyId, {
        plan: request.body.plan,
        status: 'active',
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
      });
      return { data: await subscriptionService.planOf(ctx.db, tenant.companyId) };
    },
  );
};
