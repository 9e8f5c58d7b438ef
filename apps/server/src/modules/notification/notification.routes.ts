import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationListResponseSchema } from '@salon/core';
import { authenticate } from '../../plugins/auth.js';
import { notificationService } from './notification.service.js';
import { idParams } from '../../lib/validation.js';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/business/appointment/:id/notifications',
    {
      schema: {
        tags: ['appointment'],
        description:
          "The appointment's client mails and reminders, oldest first, with their state (queued, sending, " +
          'sent, retrying or failed with the last error, cancelled), and the "send by WhatsApp" link. Same ' +
          'access as GET /appointment/{id}.',
        params: idParams,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => notificationService.list(ctx, await authenticate(ctx, request), request.params.id),
  );
};
