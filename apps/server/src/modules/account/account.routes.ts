import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountResponseSchema,
  changePasswordBodySchema,
  changePasswordResponseSchema,
  UPLOAD_LIMITS,
  updateMeBodySchema,
} from '@salon/core';
import { AppError } from '../../lib/errors.js';
import { isSafeFileName } from '../../lib/images.js';
import { parseOrThrow } from '../../lib/validation.js';
import { authenticate } from '../../plugins/auth.js';
import { accountService } from './account.service.js';

/** Reads a multipart profile update: text fields plus at most one `avatar` file, size-capped while streaming. */
async function readProfileForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let avatar: Buffer | undefined;
  for await (const part of request.parts({
    preservePath: true, // so a name carrying a path is seen, and refused
    limits: { fileSize: UPLOAD_LIMITS.avatarBytes, files: 1 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'avatar' || !isSafeFileName(part.filename)) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('UNSUPPORTED_FILE', [
          { field: 'avatar', code: 'validation.file.name', message: 'The file name is not valid' },
        ]);
      }
      avatar = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, avatar };
}

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
      const { fields, avatar } = request.isMultipart()
        ? await readProfileForm(request)
        : { fields: request.body ?? {}, avatar: undefined };
      const input = parseOrThrow(updateMeBodySchema, fields);
      return { data: await accountService.updateMe(ctx, auth, input, avatar) };
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
      const token = await accountService.changePassword(
        ctx,
        auth,
        request.body,
        request.headers['user-agent'],
      );
      return { data: { token } };
    },
  );
};
