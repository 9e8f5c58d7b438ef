import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_LIMITS,
  emailBodySchema,
  okResponseSchema,
  otpSentResponseSchema,
  verifyOtpBodySchema,
} from '@salon/core';
import { requestMeta } from '../../lib/request-meta.js';
import { perAccount, perAddress } from '../auth/attempt-limiter.js';
import { otpService } from './otp.service.js';

export const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/v1/otp/send-otp',
    { schema: { tags: ['auth'], body: emailBodySchema, response: { 200: otpSentResponseSchema } } },
    async (request) => {
      const meta = requestMeta(request);
      const keys = [perAddress('otp-send', meta.ip)];
      await ctx.limiter.assertAllowed(keys);
      await ctx.limiter.record(keys);
      await otpService.sendSignupCode(ctx, request.body.email, meta.language);
      return { data: { sent: true as const, resend_after_seconds: AUTH_LIMITS.otpResendSeconds } };
    },
  );

  app.post(
    '/api/v1/otp/verify-otp',
    { schema: { tags: ['auth'], body: verifyOtpBodySchema, response: { 200: okResponseSchema } } },
    async (request) => {
      const { email, code } = request.body;
      const keys = [perAccount('otp-verify', email), perAddress('otp-verify', request.ip)];
      await ctx.limiter.assertAllowed(keys);
      try {
        await otpService.verifySignupCode(ctx, email, code);
      } catch (error) {
        await ctx.limiter.record(keys);
        throw error;
      }
      return { data: { ok: true as const } };
    },
  );
};
