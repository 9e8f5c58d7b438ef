import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminResponseSchema, createAdminBodySchema } from '@salon/core';
import { adminAccountService } from './admin-account.service.js';
import { toAdminWire } from './admin.mapper.js';

/**
 * Registered only with E2E_TEST_HOOKS=1 (the Playwright config): the end-to-end specs cannot run the
 * `create-admin` command against the embedded database the server holds, so they create (or reset) an
 * administrator with a known password here, exactly as the command does.
 */
export const adminTestHookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.post(
    '/api/v1/test/admin',
    { schema: { hide: true, body: createAdminBodySchema, response: { 200: adminResponseSchema } } },
    async (request) => {
      const { admin } = await adminAccountService.createOrReset(ctx, request.body);
      return { data: toAdminWire(admin) };
    },
  );
};
