import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventLogListResponseSchema, eventLogQuerySchema } from '@salon/core';
import { requireCompany, requirePermission } from '../../plugins/access.js';
import { authenticate } from '../../plugins/auth.js';
import { toEventLogEntryWire } from './event-log.mapper.js';
import { eventLogRepository } from './event-log.repository.js';

export const eventLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/v1/business/event-log',
    {
      schema: {
        tags: ['event-log'],
        description:
          'Newest first; `area=all` or one area; optionally one salon. A manager sees only their own salon.',
        querystring: eventLogQuerySchema,
        response: { 200: eventLogListResponseSchema },
      },
    },
    async (request) => {
      const caller = await authenticate(ctx, request);
      requirePermission(caller, 'eventLog.read');
      const auth = requireCompany(caller);
      const { area, page, limit } = request.query;
      const salon_id = auth.salonId ?? request.query.salon_id;
      const { rows, total } = await eventLogRepository.findPage(
        ctx.db,
        { companyId: auth.companyId, area: area === 'all' ? undefined : area, salonId: salon_id },
        { limit, offset: (page - 1) * limit },
      );
      return { data: rows.map(toEventLogEntryWire), meta: { total, page, limit } };
    },
  );
};
