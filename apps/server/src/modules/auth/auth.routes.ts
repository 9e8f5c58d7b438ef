import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkAccountResponseSchema,
  emailBodySchema,
  googleLoginBodySchema,
  googleLoginResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  okResponseSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResponseSchema,
} from '@salon/core';
import { requestMeta } from '../../lib/request-meta.js';
import { signedIn } from '../../plugins/auth.js';
import { toUserWire } from '../account/index.js';
import { authService, signedInWire } from './auth.service.js';

/** The auth calls of docs/product.md "API conventions", at their exact paths (under /api/proxy). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } } },
    async (request) => {
      const signedIn = await authService.login(ctx, request.body, requestMeta(request));
      const account = await signedInWire(ctx, signedIn);
      return {
        data: {
          _id: account._id,
          token: signedIn.token,
          account_type: account.account_type,
          user: account.user,
          company: account.company,
          salon: account.salon,
          roles: account.roles,
          is_password_temp: account.is_password_temp,
        },
      };
    },
  );

  app.post(
    '/auth/check-account',
    { schema: { tags: ['auth'], body: emailBodySchema, response: { 200: checkAccountResponseSchema } } },
    async (request) => ({
      data: { can_register: await authService.checkAccount(ctx, request.body.email, requestMeta(request)) },
    }),
  );

  app.post(
    '/auth/signup',
    { schema: { tags: ['auth'], body: signupBodySchema, response: { 200: signupResponseSchema } } },
    async (request) => {
      const signedIn = await authService.signup(ctx, request.body, requestMeta(request));
      return {
        data: {
          accessToken: signedIn.token,
          user: toUserWire(signedIn.user, ctx.storage),
          account: await signedInWire(ctx, signedIn),
        },
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        description: '`{ email }` mails a code; `{ email, code, password }` sets the new password.',
        body: resetPasswordBodySchema,
        response: { 200: okResponseSchema },
      },
    },
    async (request) => {
      const { email, code, password } = request.body;
      if (code !== undefined && password !== undefined) {
        await authService.resetPassword(ctx, { email, code, password }, requestMeta(request));
      } else {
        await authService.requestPasswordReset(ctx, email, requestMeta(request));
      }
      return { data: { ok: true as const } };
    },
  );

  app.post(
    '/auth/google/web',
    { schema: { tags: ['auth'], body: googleLoginBodySchema, response: { 200: googleLoginResponseSchema } } },
    async (request) => {
      const signedIn = await authService.googleLogin(ctx, request.body, requestMeta(request));
      return { data: { token: signedIn.token, account: await signedInWire(ctx, signedIn) } };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        description: 'Revokes the bearer token.',
        response: { 200: okResponseSchema },
      },
      // The only signed-in call of this group, open to a temporary password too.
      preHandler: signedIn('password-change'),
    },
    async (request) => {
      await authService.logout(ctx, request.auth);
      return { data: { ok: true as const } };
    },
  );
};
