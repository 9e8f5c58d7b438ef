import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingAvailabilityWireSchema,
  depositReportBodySchema,
  reviewBodySchema,
  visitAvailabilityQuerySchema,
  visitParamsSchema,
  visitRescheduleBodySchema,
  visitWireSchema,
} from '@salon/core';
import { requestLanguage } from '../../lib/i18n.js';
import { visitService } from './visit.service.js';

const base = '/api/v1/public/visit/:token';
const tags = ['visit'];
const response = { 200: z.object({ data: visitWireSchema }) };

/**
 * The client's appointment page (no login: the unguessable token in the path is the only key). Unknown
 * tokens answer 404 VISIT_NOT_FOUND; every call is rate-limited per address and per token (429).
 */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    base,
    {
      schema: {
        tags,
        security: [],
        description:
          'The appointment as its client sees it: salon, address, contact, service, employee first name, local date and time in the salon’s zone, price, status, whether it can be cancelled online now (and why not) and whether a review is possible.',
        params: visitParamsSchema,
        response,
      },
    },
    async (request) => ({ data: await visitService.get(ctx, request.params.token, request) }),
  );

  app.get(
    `${base}/calendar.ics`,
    {
      schema: {
        tags,
        security: [],
        description: 'The appointment as an iCalendar file (UID `<appointmentId>@salon`).',
        params: visitParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await visitService.calendar(ctx, request.params.token, request, requestLanguage(request));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.ics);
    },
  );

  app.post(
    `${base}/cancel`,
    {
      schema: {
        tags,
        security: [],
        description:
          'Cancels within the salon’s policy (docs/decisions.md "Online cancellation"). Otherwise 409 VISIT_CANCEL_CLOSED, `details`: `reason` (status, started, notice, limit), `phone`, `whatsapp_url`.',
        params: visitParamsSchema,
        response,
      },
    },
    async (request) => ({ data: await visitService.cancel(ctx, request.params.token, request) }),
  );

  app.post(
    `${base}/deposit`,
    {
      schema: {
        tags,
        security: [],
        description:
          'The client reports how they paid the visit’s deposit (a method the salon takes and the payment’s reference); the salon then confirms or rejects it. 409 DEPOSIT_ALREADY_REPORTED (once until the salon decides), DEPOSIT_REFERENCE_USED (the reference paid another deposit of the salon), DEPOSIT_NOT_DUE (no deposit, or paid, released or past its hold).',
        params: visitParamsSchema,
        body: depositReportBodySchema,
        response,
      },
    },
    async (request) => ({
      data: await visitService.reportDeposit(ctx, request.params.token, request.body, request),
    }),
  );

  app.post(
    `${base}/review`,
    {
      schema: {
        tags,
        security: [],
        description:
          'The client’s review: 1–5 stars, a comment, `anonymous`. Only for a done visit, once, within 30 days (409 REVIEW_NOT_DONE, REVIEW_EXISTS, REVIEW_CLOSED).',
        params: visitParamsSchema,
        body: reviewBodySchema,
        response,
      },
    },
    async (request) => ({
      data: await visitService.review(ctx, request.params.token, request.body, request),
    }),
  );

  app.get(
    `${base}/availability`,
    {
      schema: {
        tags,
        security: [],
        description:
          'Free times to move the visit to: its employee and length, the salon’s window and notice. 409 VISIT_RESCHEDULE_CLOSED when it can no longer be moved online.',
        params: visitParamsSchema,
        querystring: visitAvailabilityQuerySchema,
        response: { 200: z.object({ data: bookingAvailabilityWireSchema }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await visitService.availability(ctx, request.params.token, request.query, request) };
    },
  );

  app.post(
    `${base}/reschedule`,
    {
      schema: {
        tags,
        security: [],
        description:
          'Moves the visit to a free `start` (the old time freed in the same transaction; the client mailed the change, the reminder re-planned, the salon told). 409 BOOKING_SLOT_TAKEN with fresh times, VISIT_RESCHEDULE_CLOSED; 400 BOOKING_TOO_SOON, BOOKING_TOO_FAR.',
        params: visitParamsSchema,
        body: visitRescheduleBodySchema,
        response,
      },
    },
    async (request) => ({
      data: await visitService.reschedule(ctx, request.params.token, request.body.start, request),
    }),
  );
};
