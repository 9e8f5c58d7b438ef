import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_LIMITS,
  emailBodySchema,
  okResponseSchema,
  otpSentResponseSchema,
  verifyOtpBodySchema,
} from '@salon/core';
import { requestMeta } from '../../lib/request-meta.js';
import { perAddress, signInKeys } from '../../lib/attempt-limiter.js';
import { otpService } from './otp.service.js';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/v1/otp/send-otp',
    { schema: { tags: ['auth'], body: emailBodySchema, response: { 200: otpSentResponseSchema } } },
    async (request) => {
      const meta = requestMeta(request);
      await ctx.limiter.take([perAddress('otp-send', meta.ip)]);
      await otpService.sendSignupCode(ctx, request.body.email, meta.language);
      return { data: { sent: true as const, resend_after_seconds: AUTH_LIMITS.otpResendSeconds } };
    },
  );

  app.post(
    '/api/v1/otp/verify-otp',
    { schema: { tags: ['auth'], body: verifyOtpBodySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { email, code } = request.body;
      // Per (e-mail, address) and per address: a stranger's wrong codes never block the owner's own.
      const attempt = await ctx.limiter.reserve(Object.values(signInKeys('otp-verify', email, request.ip)));
      try {
        await otpService.verifySignupCode(ctx, email, code, request.ip);
      } catch (error) {
        await attempt.failed();
        throw error;
      }
      await attempt.succeeded();
      return { data: { ok: true as const } };
    },
  );
};
