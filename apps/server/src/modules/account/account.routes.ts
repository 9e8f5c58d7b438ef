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
import { authenticate } from '../../plugins/auth.js';
import { accountService } from './account.service.js';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const base = '/api/v1/business/account';

  app.get(
    `${base}/me`,
    { schema: { tags: ['account'], response: { 200: accountResponseSchema } } },
    async (request) => ({ data: await accountService.getMe(ctx, await authenticate(ctx, request)) }),
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
      const auth = await authenticate(ctx, request);
      const { fields, files } = await readForm(request, {
        fileFields: ['avatar'],
        maxFileBytes: UPLOAD_LIMITS.avatarBytes,
        maxFiles: 1,
      });
      const input = parseOrThrow(updateMeBodySchema, fields);
      return { data: await accountService.updateMe(ctx, auth, input, files[0]?.bytes) };
    },
  );

  app.put(
    `${base}/password`,
    {
      schema: {
        tags: ['account'],
        description: 'Revokes every session of the user and answers a fresh token for this one.',
        body: changePasswordBodySchema,
        response: { 200: changePasswordResponseSchema },
      },
    },
    async (request) => {
      const auth = await authenticate(ctx, request, { allowPasswordTemp: true });
      const token = await accountService.changePassword(ctx, auth, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { data: { token } };
    },
  );
};
