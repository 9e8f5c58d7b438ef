import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  appointmentAvailabilityQuerySchema,
  appointmentAvailabilityResponseSchema,
  appointmentFreeDaysQuerySchema,
  appointmentVisitResponseSchema,
  freeDaysResponseSchema,
  visitStatusBodySchema,
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  appointmentResponseSchema,
  appointmentStatusBodySchema,
  notificationListResponseSchema,
  calendarQuerySchema,
  calendarResponseSchema,
  clientVisitsQuerySchema,
  clientVisitsResponseSchema,
  createAppointmentBodySchema,
  seriesBodySchema,
  seriesCheckResponseSchema,
  seriesCreateResponseSchema,
  futureCountQuerySchema,
  futureCountResponseSchema,
  updateAppointmentBodySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { appointmentAvailabilityService } from './appointment-availability.service.js';
import { appointmentNotificationService } from './appointment-notifications.js';
import { appointmentQueryService } from './appointment-query.service.js';
import { appointmentStatusService } from './appointment-status.service.js';
import { appointmentSeriesService } from './appointment-series.service.js';
import { appointmentService } from './appointment.service.js';
import { wholeVisitService } from './appointment-whole-visit.service.js';
import { clientVisitsService } from './client-visits.js';
import { alreadySerialised, calendarCache } from './calendar-cache.js';
import { idParams } from '../../lib/validation.js';
import { onReadReplica } from '../../lib/read-replica.js';

const base = '/api/v1/business/appointment';
const tags = ['appointment'];
const CONFLICT_NOTE =
  '409 APPOINTMENT_CONFLICT names the appointment in the way in `details[0].message` as an ISO interval ' +
  '`start/end` (field `start`) and whose it is in `details[1]` (field `employee`). 409 APPOINTMENT_DAY_OFF / APPOINTMENT_OUTSIDE_HOURS unless `override_hours` ' +
  'is sent by an owner or manager. 409 EMPLOYEE_NOT_BOOKABLE, SERVICE_INACTIVE, CLIENT_INACTIVE, ' +
  'OUTSIDE_SERVICE_AREA (freelancer address outside the area).';

/** docs/product.md "API conventions": the appointment calls. Bodies are JSON or form-urlencoded. */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description:
          'The calendar: appointments overlapping [from, to) (at most six weeks), soonest first. Basic and ' +
          'intermediate employees get only their own. Answers carry an ETag; `If-None-Match` with it answers ' +
          '304 while nothing the calendar shows has changed.',
        querystring: calendarQuerySchema,
        response: { 200: calendarResponseSchema, 304: z.null().describe('Not modified') },
      },
    },
    async (request, reply) => {
      const answer = await appointmentQueryService.calendar(ctx, request.auth, request.query);
      // Browsers revalidate (no-cache) and send the ETag back: an unchanged calendar answers 304, no body.
      reply
        .header('etag', answer.etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'accept-encoding');
      // The answer is returned rather than sent: Fastify then sends it without waiting on the reply as a
      // promise (which costs a stream listener per request on the calendar's hottest path).
      if (request.headers['if-none-match'] === answer.etag) {
        reply.code(304).serializer(() => '');
        return null;
      }
      // Already serialised (and cached) from the same mapper the schema describes; compressed once per encoding the callers accept.
      reply.type('application/json; charset=utf-8').serializer(alreadySerialised);
      const encoded = calendarCache.encoded(answer, request.headers['accept-encoding']);
      if (encoded) {
        reply.header('content-encoding', encoded.encoding);
        return encoded.data as unknown as z.infer<typeof calendarResponseSchema>;
      }
      return answer.body as unknown as z.infer<typeof calendarResponseSchema>;
    },
  );

  app.get(
    `${base}/list`,
    {
      schema: {
        tags,
        description:
          '`tab=future` (start ≥ now, soonest first) or `past` (newest first); `q` matches client, employee ' +
          'and service names.',
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListResponseSchema },
      },
    },
    async (request) =>
      onReadReplica(ctx, request, (reads) =>
        appointmentQueryService.list(reads, request.auth, request.query),
      ),
  );

  app.get(
    `${base}/availability`,
    {
      schema: {
        tags,
        description:
          'Free start times of `service_id` between local dates `from` and `to` of its salon, with who is ' +
          'free at each (only the caller for basic and intermediate employees).',
        querystring: appointmentAvailabilityQuerySchema,
        response: { 200: appointmentAvailabilityResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentAvailabilityService.slots(ctx, request.auth, request.query),
    }),
  );

  app.get(
    `${base}/availability/days`,
    {
      schema: {
        tags,
        description:
          'The next local days from `from` on (at most `limit`, 5 by default; looking 60 days ahead) with a ' +
          'free start for the whole visit: the same question as the free times (service, count, employee, ' +
          'later services, the appointment being moved), for a visit too long to place by trying days one by one.',
        querystring: appointmentFreeDaysQuerySchema,
        response: { 200: freeDaysResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentAvailabilityService.freeDays(ctx, request.auth, request.query),
    }),
  );

  app.post(
    `${base}/series/check`,
    {
      schema: {
        tags,
        description:
          'A repeating appointment checked before saving: every occurrence (every `every_weeks` ' +
          'weeks on the start’s weekday or `weekdays`, until `until` or `count` times, at most a year), ' +
          'free as asked or not, with up to three other starts that day and the others free at that time.',
        body: seriesBodySchema,
        response: { 200: seriesCheckResponseSchema },
      },
    },
    async (request) => ({ data: await appointmentSeriesService.check(ctx, request.auth, request.body) }),
  );

  app.post(
    `${base}/series`,
    {
      schema: {
        tags,
        description:
          'Saves a repeating appointment in one transaction, less `skip_dates`, with `moves` at their new ' +
          'time or employee. 409 SERIES_CONFLICT names the dates no longer free (field `date`); nothing is ' +
          'saved then. The client gets one confirmation and a reminder before each occurrence.',
        body: seriesBodySchema,
        response: { 200: seriesCreateResponseSchema },
      },
    },
    async (request) => ({ data: await appointmentSeriesService.create(ctx, request.auth, request.body) }),
  );

  app.get(
    `${base}/future-count`,
    {
      schema: {
        tags,
        description:
          'How many future pending or reserved appointments deactivating the client, employee or service ' +
          'would cancel.',
        querystring: futureCountQuerySchema,
        response: { 200: futureCountResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentQueryService.futureCount(ctx, request.auth, request.query),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description: `Books an appointment (a new inline client is created with it). ${CONFLICT_NOTE}`,
        body: createAppointmentBodySchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentService.create(ctx, request.auth, request.body),
    }),
  );

  app.get(
    `${base}/:id`,
    { schema: { tags, params: idParams, response: { 200: appointmentResponseSchema } } },
    async (request) => ({
      data: await appointmentService.get(ctx, request.auth, request.params.id),
    }),
  );

  app.put(
    `${base}/:id`,
    {
      schema: {
        tags,
        description: `Edits or reschedules; only the fields sent change. ${CONFLICT_NOTE}`,
        params: idParams,
        body: updateAppointmentBodySchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentService.update(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: z.object({ data: z.object({ _id: z.string(), deleted: z.literal(true) }) }) },
      },
    },
    async (request) => {
      await appointmentService.delete(ctx, request.auth, request.params.id);
      return { data: { _id: request.params.id, deleted: true as const } };
    },
  );

  app.patch(
    `${base}/:id/status`,
    {
      schema: {
        tags,
        description:
          'Changes the status along the allowed transitions. 409 APPOINTMENT_TRANSITION lists the statuses ' +
          'allowed from the current one in `details`, one entry each: `{ field: "allowed", code: <status>, ' +
          'message: <status> }`. 409 APPOINTMENT_NOT_STARTED for done/no_show before the start; ' +
          '409 APPOINTMENT_CONFLICT when a cancelled appointment’s time has been taken since.',
        params: idParams,
        body: appointmentStatusBodySchema,
        response: { 200: appointmentResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentStatusService.change(
        ctx,
        request.auth,
        request.params.id,
        request.body.status,
        new Date(),
        request.body.series_scope,
      ),
    }),
  );

  app.get(
    `${base}/:id/visit`,
    {
      schema: {
        tags,
        description:
          'The visit the appointment is a part of: its parts the caller sees (soonest first; only the ' +
          'appointment for a visit of its own) and the whole visit’s totals (null for one service).',
        params: idParams,
        response: { 200: appointmentVisitResponseSchema },
      },
    },
    async (request) => ({
      data: await wholeVisitService.get(ctx, request.auth, request.params.id),
    }),
  );

  app.patch(
    `${base}/:id/visit/status`,
    {
      schema: {
        tags,
        description:
          'Confirms (`reserved`), marks done or cancels the whole visit in one transaction: every standing ' +
          'part not already there; done, no-show and cancelled parts stay. 409 APPOINTMENT_TRANSITION or ' +
          'APPOINTMENT_NOT_STARTED names the part that cannot (`details[0]`, field `appointment_id`); nothing ' +
          'changes then. Answers the visit as GET /appointment/{id}/visit does.',
        params: idParams,
        body: visitStatusBodySchema,
        response: { 200: appointmentVisitResponseSchema },
      },
    },
    async (request) => ({
      data: await wholeVisitService.changeStatus(ctx, request.auth, request.params.id, request.body.status),
    }),
  );

  app.get(
    `${base}/:id/notifications`,
    {
      schema: {
        tags,
        description:
          "The appointment's client mails and reminders, oldest first, with their state (queued, sending, " +
          'sent, retrying or failed with the last error, cancelled), and the "send by WhatsApp" link. Same ' +
          'access as GET /appointment/{id}.',
        params: idParams,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => appointmentNotificationService.list(ctx, request.auth, request.params.id),
  );

  app.get(
    '/api/v1/business/client/:id/visits',
    {
      schema: {
        tags: ['client'],
        description: 'The client’s visits: `tab=reserved` (coming) or `history` (past).',
        params: idParams,
        querystring: clientVisitsQuerySchema,
        response: { 200: clientVisitsResponseSchema },
      },
    },
    async (request) => {
      const { auth } = request;
      return clientVisitsService.list(ctx, auth, request.params.id, request.query);
    },
  );
};
