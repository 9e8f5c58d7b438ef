import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commissionPlanBodySchema,
  commissionPlanParamsSchema,
  commissionPlanResponseSchema,
  commissionPlanSavedResponseSchema,
  commissionSalonQuerySchema,
  commissionSettingsBodySchema,
  commissionSettingsResponseSchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { commissionService } from './commission.service.js';

const tags = ['commission'];
const plan = '/api/v1/business/employee/:id/commission-plan';
const settings = '/api/v1/business/commission-settings';
const NOT_FOUND = "404 for an employee not of the caller's company or not working in `salon_id`.";

/** Staff commission plans and the salon's payment-method fees (docs/decisions.md "Commissions"). */
export const commissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    plan,
    {
      schema: {
        tags,
        description: `The employee's commission plan, null while they have none. Owner and manager, or the employee themself (403 otherwise). ${NOT_FOUND}`,
        params: commissionPlanParamsSchema,
        querystring: commissionSalonQuerySchema,
        response: { 200: commissionPlanResponseSchema },
      },
    },
    async (request) => ({
      data: await commissionService.getPlan(ctx, request.auth, request.params.id, request.query.salon_id),
    }),
  );

  app.put(
    plan,
    {
      schema: {
        tags,
        description: `Replaces the employee's commission plan. 400 on \`group_overrides\` / \`service_overrides\` for a group or service not of the salon. Owner and manager (403 otherwise). ${NOT_FOUND}`,
        params: commissionPlanParamsSchema,
        body: commissionPlanBodySchema,
        response: { 200: commissionPlanSavedResponseSchema },
      },
    },
    async (request) => ({
      data: await commissionService.savePlan(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.get(
    settings,
    {
      schema: {
        tags,
        description:
          "The salon's fee per payment method, a percentage (empty until set). Staff who may see employees (403 otherwise).",
        querystring: commissionSalonQuerySchema,
        response: { 200: commissionSettingsResponseSchema },
      },
    },
    async (request) => ({
      data: await commissionService.getSettings(ctx, request.auth, request.query.salon_id),
    }),
  );

  app.put(
    settings,
    {
      schema: {
        tags,
        description:
          "Replaces the salon's fee per payment method (a method left out has none). Owner and manager (403 otherwise).",
        body: commissionSettingsBodySchema,
        response: { 200: commissionSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await commissionService.saveSettings(ctx, request.auth, request.body) }),
  );
};
