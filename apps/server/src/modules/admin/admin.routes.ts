import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAuditListQuerySchema,
  adminAuditListResponseSchema,
  adminCompanyListQuerySchema,
  adminCompanyListResponseSchema,
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminPaymentListQuerySchema,
  adminPaymentListResponseSchema,
  adminPaymentResponseSchema,
  adminPlanListResponseSchema,
  adminPlanResponseSchema,
  adminResponseSchema,
  adminSalonListQuerySchema,
  adminSalonListResponseSchema,
  adminSalonResponseSchema,
  okResponseSchema,
  rejectPaymentBodySchema,
  updatePlanBodySchema,
} from '@salon/core';
import { z } from 'zod';
import { requestMeta } from '../../lib/request-meta.js';
import { adminAccountService } from './admin-account.service.js';
import { requireAdminSignIn } from './admin-auth.js';
import { toAdminWire } from './admin.mapper.js';
import { adminService } from './admin.service.js';
import { idParams } from '../../lib/validation.js';
import { onReadReplica } from '../../lib/read-replica.js';

const base = '/api/v1/admin';
const tags = ['admin'];
const adminOnly = 'Platform administrator token only (a business token gets 401).';

/**
 * The platform administrator's calls (docs/product.md "API conventions"): sign-in, the payments queue, the
 * companies, the plans editor, salon verification and the audit log. Outside /api/v1/business, so the
 * subscription guard never applies here.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireAdminSignIn(app);

  app.post(
    `${base}/auth/login`,
    {
      config: { signIn: 'public' },
      schema: {
        tags,
        description:
          'Administrator sign-in. 401 LOGIN_FAILED for an unknown e-mail or a wrong password alike.',
        body: adminLoginBodySchema,
        response: { 200: adminLoginResponseSchema },
      },
    },
    async (request) => {
      const { token, admin } = await adminAccountService.login(ctx, request.body, requestMeta(request));
      return { data: { token, admin: toAdminWire(admin) } };
    },
  );

  app.post(
    `${base}/auth/logout`,
    { schema: { tags, description: `Revokes the token. ${adminOnly}`, response: { 200: okResponseSchema } } },
    async (request) => {
      await adminAccountService.logout(ctx, request.admin);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    `${base}/me`,
    {
      schema: {
        tags,
        description: `The signed-in administrator. ${adminOnly}`,
        response: { 200: adminResponseSchema },
      },
    },
    async (request) => ({ data: toAdminWire(request.admin.admin) }),
  );

  app.get(
    `${base}/payments`,
    {
      schema: {
        tags,
        description:
          'Reported payments: pending first (oldest first), then decided ones (newest first), with the company. ' +
          adminOnly,
        querystring: adminPaymentListQuerySchema,
        response: { 200: adminPaymentListResponseSchema },
      },
    },
    async (request) => onReadReplica(ctx, request, (reads) => adminService.payments(reads, request.query)),
  );

  app.post(
    `${base}/payments/:id/confirm`,
    {
      schema: {
        tags,
        description:
          'Confirms a pending payment: the subscription moves on, the invoice is issued, the owner is mailed. ' +
          `404 PAYMENT_NOT_FOUND, 409 PAYMENT_DECIDED. ${adminOnly}`,
        params: idParams,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => {
      return { data: await adminService.confirmPayment(ctx, request.admin, request.params.id) };
    },
  );

  app.post(
    `${base}/payments/:id/reject`,
    {
      schema: {
        tags,
        description: `Rejects a pending payment; the owner is mailed the reason. 404, 409 as confirm. ${adminOnly}`,
        params: idParams,
        body: rejectPaymentBodySchema,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => {
      return {
        data: await adminService.rejectPayment(ctx, request.admin, request.params.id, request.body.reason),
      };
    },
  );

  app.get(
    `${base}/companies`,
    {
      schema: {
        tags,
        description: `Companies, newest first, with plan and state; \`q\` matches name, RIF or owner e-mail. ${adminOnly}`,
        querystring: adminCompanyListQuerySchema,
        response: { 200: adminCompanyListResponseSchema },
      },
    },
    async (request) => onReadReplica(ctx, request, (reads) => adminService.companies(reads, request.query)),
  );

  app.get(
    `${base}/plans`,
    {
      schema: {
        tags,
        description: `The plans as data. ${adminOnly}`,
        response: { 200: adminPlanListResponseSchema },
      },
    },
    async () => ({ data: await adminService.plans(ctx) }),
  );

  app.put(
    `${base}/plans/:id`,
    {
      schema: {
        tags,
        description:
          'Sets a plan’s monthly price (dollars) and limits; applies to quotes from now on (reported payments ' +
          `keep their amount). 404 PLAN_NOT_FOUND. ${adminOnly}`,
        params: z.object({ id: z.string() }),
        body: updatePlanBodySchema,
        response: { 200: adminPlanResponseSchema },
      },
    },
    async (request) => {
      return { data: await adminService.updatePlan(ctx, request.admin, request.params.id, request.body) };
    },
  );

  app.get(
    `${base}/salons`,
    {
      schema: {
        tags,
        description: `Salons by verification status (default requested, oldest first), with the company. ${adminOnly}`,
        querystring: adminSalonListQuerySchema,
        response: { 200: adminSalonListResponseSchema },
      },
    },
    async (request) => onReadReplica(ctx, request, (reads) => adminService.salons(reads, request.query)),
  );

  for (const [path, outcome] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `${base}/salons/:id/${path}`,
      {
        schema: {
          tags,
          description: `Sets the salon’s verification to ${outcome} and mails the owner. 404 SALON_NOT_FOUND, 409 SALON_STATUS_UNCHANGED. ${adminOnly}`,
          params: idParams,
          response: { 200: adminSalonResponseSchema },
        },
      },
      async (request) => {
        const { salon } = await adminService.decideSalon(
          ctx,
          request.admin.admin.id,
          request.params.id,
          outcome,
        );
        return { data: salon };
      },
    );
  }

  app.get(
    `${base}/audit`,
    {
      schema: {
        tags,
        description: `Every administrator action, newest first. ${adminOnly}`,
        querystring: adminAuditListQuerySchema,
        response: { 200: adminAuditListResponseSchema },
      },
    },
    async (request) => adminService.audit(ctx, request.query),
  );
};
