import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paypalSubscriptionBodySchema } from '@salon/core';
import { z } from 'zod';
import { requireSignIn } from '../../plugins/auth.js';
import { paypalService } from './paypal.service.js';

/**
 * PayPal subscriptions: the owner's call that answers PayPal's approval page, and PayPal's webhook. The
 * webhook is public (PayPal has no token of ours) and trusted only after PayPal's verify-webhook-signature
 * call confirms the exact bytes it received.
 */
export const paypalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.post(
    '/api/v1/business/billing/paypal/create-subscription',
    {
      schema: {
        tags: ['billing'],
        description:
          'Creates a PayPal subscription for a new period or a renewal of `plan` and `period` at the quoted price ' +
          'and answers the approval URL to send the owner to. 503 PAYPAL_NOT_CONFIGURED without PAYPAL_* settings; ' +
          '409 PAYPAL_CHANGE_UNSUPPORTED for a change of plan inside a paid period. Owner only.',
        body: paypalSubscriptionBodySchema,
        response: {
          200: z.object({ data: z.object({ approval_url: z.string(), subscription_id: z.string() }) }),
        },
      },
    },
    async (request) => ({
      data: await paypalService.createSubscription(ctx, request.auth, request.body, request.log),
    }),
  );

  await app.register(async (webhook) => {
    // The signature covers the bytes PayPal sent: keep the body as text instead of parsing it.
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/v1/public/paypal/webhook',
      {
        config: { signIn: 'public' },
        schema: {
          tags: ['billing'],
          description:
            'PayPal webhook (subscription activated, cancelled, suspended, expired, payment failed; sale ' +
            'completed). Verified with PayPal, applied once per event id: `outcome` is applied, duplicate or ' +
            'ignored (an event about a subscription this server does not know). 400 PAYPAL_SIGNATURE_INVALID.',
          response: {
            200: z.object({ data: z.object({ outcome: z.enum(['applied', 'duplicate', 'ignored']) }) }),
          },
        },
      },
      async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const outcome = await paypalService.handleWebhook(ctx, request.headers, rawBody, request.log);
        return { data: { outcome } };
      },
    );
  });
};
