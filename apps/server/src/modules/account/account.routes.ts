import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  UPLOAD_LIMITS,
  updateMeBodySchema,
} from '@salon/core';
import { readForm } from '../../lib/multipart.js';
import { parseOrThrow } from '../../lib/validation.js';
import { requireSignIn } from '../../plugins/auth.js';
import { accountService } from './account.service.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);
  const base = '/api/v1/business/account';

  app.get(
    `${base}/me`,
    { schema: { tags: ['account'], response: { 200: accountResponseSchema } } },
    async (request) => ({ data: await accountService.getMe(ctx, request.auth) }),
  );

  app.put(
    `${base}/me`,
    {
      schema: {
        tags: ['account'],
        description:
          'Form data (name, surname, phone, language, avatar: a jpeg, png or gif up to 10 MB) or form-encoded/JSON fields.',
        consumes: ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'],
        response: { 200: accountResponseSchema },
      },
    },
    async (request) => {
      const { fields, files } = await readForm(request, {
        fileFields: ['avatar'],
        maxFileBytes: UPLOAD_LIMITS.avatarBytes,
        maxFiles: 1,
      });
      const input = parseOrThrow(updateMeBodySchema, fields);
      return { data: await accountService.updateMe(ctx, request.auth, input, files[0]?.bytes) };
    },
  );

  app.put(
    `${base}/password`,
    {
      // The one call a temporary password may make (with logout), to set a real one.
      config: { signIn: 'password-change' },
      schema: {
        tags: ['account'],
        description: 'Revokes every session of the user and answers a fresh token for this one.',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => {
      const token = await accountService.changePassword(ctx, request.auth, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { data: { token } };
    },
  );
};
