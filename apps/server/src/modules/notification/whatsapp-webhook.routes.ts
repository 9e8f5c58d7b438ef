import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { applyWhatsAppStatuses } from './whatsapp-status.service.js';

const path = '/api/v1/public/whatsapp/webhook';
const tags = ['notifications'];

/**
 * WhatsApp's webhook: Meta's subscription check (GET, answered only to WHATSAPP_VERIFY_TOKEN) and the status
 * of each message sent (POST), trusted only when X-Hub-Signature-256 is the app secret's HMAC of the exact
 * bytes received. Public: Meta has no token of ours.
 */
export const whatsappWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    path,
    {
      config: { signIn: 'public' },
      schema: {
        tags,
        description:
          "Meta's webhook subscription check: answers `hub.challenge` when `hub.verify_token` is " +
          'WHATSAPP_VERIFY_TOKEN and `hub.mode` is subscribe; 403 otherwise, 503 WHATSAPP_NOT_CONFIGURED.',
        querystring: z.object({
          'hub.mode': z.string().optional(),
          'hub.verify_token': z.string().optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      if (!ctx.whatsapp) throw new AppError('WHATSAPP_NOT_CONFIGURED');
      const query = request.query;
      if (query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== ctx.whatsapp.verifyToken) {
        throw new AppError('FORBIDDEN');
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  await app.register(async (webhook) => {
    // The signature covers the bytes WhatsApp sent: keep the body as text instead of parsing it.
    webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      path,
      {
        config: { signIn: 'public' },
        schema: {
          tags,
          description:
            'Message statuses (sent, delivered, read, failed) of the WhatsApp messages sent to clients. A ' +
            'status only moves a message forward, so a repeated or late event changes nothing; a failed ' +
            'message goes by e-mail instead, once. 401 WHATSAPP_SIGNATURE_INVALID, 400 for a body that is ' +
            "not WhatsApp's.",
          response: { 200: z.object({ data: z.object({ applied: z.number() }) }) },
        },
      },
      async (request) => {
        if (!ctx.whatsapp) throw new AppError('WHATSAPP_NOT_CONFIGURED');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const signature = request.headers['x-hub-signature-256'];
        if (!ctx.whatsapp.verifySignature(rawBody, typeof signature === 'string' ? signature : undefined)) {
          throw new AppError('WHATSAPP_SIGNATURE_INVALID');
        }
        return { data: { applied: await applyWhatsAppStatuses(ctx, rawBody) } };
      },
    );
  });
};
