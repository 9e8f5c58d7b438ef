import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventLogListResponseSchema, eventLogQuerySchema } from '@salon/core';
import { cursorsOf, inListOrder, planPageRead } from '../../lib/page-plan.js';
import { requireCompany, requirePermission } from '../../plugins/access.js';
import { requireSignIn } from '../../plugins/auth.js';
import { toEventLogEntryWire } from './event-log.mapper.js';
import { eventLogRepository } from './event-log.repository.js';
import { onReadReplica } from '../../lib/read-replica.js';

export const eventLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    '/api/v1/business/event-log',
    {
      schema: {
        tags: ['event-log'],
        description:
          'Newest first; `area=all` or one area; optionally one salon. A manager sees only their own salon. ' +
          '`cursor` (from `cursors.next` / `cursors.prev` of a page) reads the page after / before it.',
        querystring: eventLogQuerySchema,
        response: { 200: eventLogListResponseSchema },
      },
    },
    async (request) => {
      const caller = request.auth;
      requirePermission(caller, 'eventLog.read');
      const auth = requireCompany(caller);
      const { area, page, limit, cursor } = request.query;
      const filter = {
        companyId: auth.companyId,
        area: area === 'all' ? undefined : area,
        salonId: auth.salonId ?? request.query.salon_id,
      };
      // An exact count kept by triggers, and a page by cursor or from the nearer end.
      const { total, rows } = await onReadReplica(ctx, request, async ({ db }) => {
        const total = await eventLogRepository.count(db, filter);
        const read = planPageRead({ page, limit, cursor, total });
        return { total, rows: inListOrder(read, await eventLogRepository.findPage(db, filter, read)) };
      });
      return {
        data: rows.map(toEventLogEntryWire),
        meta: { total, page, limit },
        cursors: cursorsOf(rows, page, limit, (row) => ({ key: row.sortKey, id: row.id })),
      };
    },
  );
};
