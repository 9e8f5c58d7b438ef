import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { diagnosticsResponseSchema, testMailResponseSchema } from '@salon/core';
import { AppError } from '../../lib/errors.js';
import { requestLanguage } from '../../lib/i18n.js';
import { requireCompany, requireOwner } from '../../plugins/access.js';
import { requireSignIn } from '../../plugins/auth.js';
import { findUserById } from '../user/index.js';
import { requireAdminSignIn } from '../admin/index.js';
import { diagnosticsService } from './diagnostics.service.js';

const tags = ['diagnostics'];
const business = '/api/v1/business/diagnostics';
const admin = '/api/v1/admin/diagnostics';

const ownerDiagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    business,
    { schema: { tags, description: 'Owner only.', response: { 200: diagnosticsResponseSchema } } },
    async (request) => {
      const caller = request.auth;
      requireOwner(caller);
      return { data: await diagnosticsService.read(ctx, requireCompany(caller).companyId) };
    },
  );

  app.post(
    `${business}/test-mail`,
    {
      schema: {
        tags,
        description: 'Owner only. Mails the caller now; at most five in 15 minutes (429 after).',
        response: { 200: testMailResponseSchema },
      },
    },
    async (request) => {
      const caller = request.auth;
      requireOwner(caller);
      const user = await findUserById(ctx.db, caller.userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return {
        data: await diagnosticsService.sendTestMail(ctx, {
          to: user.email,
          language: user.language,
          limitKey: `account:${caller.accountId}`,
        }),
      };
    },
  );
};

const adminDiagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireAdminSignIn(app);

  app.get(
    admin,
    {
      schema: { tags, description: 'Platform administrators.', response: { 200: diagnosticsResponseSchema } },
    },
    async () => ({ data: await diagnosticsService.read(ctx, null) }),
  );

  app.post(
    `${admin}/test-mail`,
    {
      schema: {
        tags,
        description: 'Platform administrators. Mails the caller now; at most five in 15 minutes.',
        response: { 200: testMailResponseSchema },
      },
    },
    async (request) => {
      const { admin: who } = request.admin;
      return {
        data: await diagnosticsService.sendTestMail(ctx, {
          to: who.email,
          language: requestLanguage(request),
          limitKey: `admin:${who.id}`,
        }),
      };
    },
  );
};

/**
 * The diagnostics page's calls: the owner sees the installation with their company's jobs and
 * files, a platform administrator the platform's; both may send themselves a test mail. Other logins: 403.
 */
export const diagnosticsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownerDiagnosticsRoutes);
  await app.register(adminDiagnosticsRoutes);
};
