import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingAvailabilityQuerySchema,
  bookingAvailabilityWireSchema,
  bookingBodySchema,
  bookingFreeDaysQuerySchema,
  freeDaysResponseSchema,
  bookingOtpBodySchema,
  bookingSlugParamsSchema,
  bookingWireSchema,
  publicSalonWireSchema,
} from '@salon/core';
import { publicReadLimit } from '../../lib/public-read-limit.js';
import { requestedLanguage, requestLanguage } from '../../lib/i18n.js';
import { alreadySerialised, type CachedCalendar } from '../appointment/index.js';
import { availabilityCache, bookingPageService } from './booking-page.service.js';
import { bookingService } from './booking.service.js';
import { onReadReplica } from '../../lib/read-replica.js';

const base = '/api/v1/public/salon/:slug';
const tags = ['booking'];
const availabilityResponseSchema = z.object({ data: bookingAvailabilityWireSchema });
type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
type FreeDaysResponse = z.infer<typeof freeDaysResponseSchema>;

/**
 * A kept answer (free times or days) as sent: JSON already, compressed once for whoever accepts it. Times
 * change with every booking, so a browser must not reuse it (the server keeps it a minute).
 */
function sendUncacheable(request: FastifyRequest, reply: FastifyReply, answer: CachedCalendar) {
  reply
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding')
    .type('application/json; charset=utf-8')
    .serializer(alreadySerialised);
  const encoded = availabilityCache.encoded(answer, request.headers['accept-encoding']);
  if (!encoded) return answer.body;
  reply.header('content-encoding', encoded.encoding);
  return encoded.data;
}

/**
 * The public booking page's calls (no login; the salon's slug in the path). Reads are limited per address
 * (PUBLIC_READS_PER_MINUTE, counted across server processes); codes and bookings in the shared attempt table
 * (booking.service.ts).
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const reads = await publicReadLimit(app, ctx);

  app.get(
    base,
    {
      config: reads,
      schema: {
        tags,
        security: [],
        description:
          'The salon as its booking page shows it: profile, hours, gallery, rating and latest reviews, services by group with today’s price, bookable employees, and whether it takes bookings now (and why not). Cached by browsers for a minute.',
        params: bookingSlugParamsSchema,
        response: { 200: z.object({ data: publicSalonWireSchema }) },
      },
    },
    async (request, reply) => {
      const data = await onReadReplica(ctx, request, (reads) =>
        bookingPageService.page(reads, request.params.slug, requestLanguage(request)),
      );
      reply.header('cache-control', 'public, max-age=60').header('vary', 'accept-language');
      return { data };
    },
  );

  app.get(
    `${base}/availability`,
    {
      config: reads,
      schema: {
        tags,
        security: [],
        description:
          'Free start times of the chosen services (comma-separated `service_ids`, done one after another) between two local dates, within the salon’s booking window and minimum notice: by one employee (`employee_id`, or anyone free for all of them), or with a person per service (`employee_ids`, comma-separated in the order of `service_ids`, each an id or `any`; each slot then has `parts`, who does each service).',
        params: bookingSlugParamsSchema,
        querystring: bookingAvailabilityQuerySchema,
        response: { 200: availabilityResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await onReadReplica(ctx, request, (reads) =>
        bookingPageService.availability(reads, request.params.slug, request.query),
      );
      return sendUncacheable(request, reply, answer) as unknown as AvailabilityResponse;
    },
  );

  app.get(
    `${base}/availability/days`,
    {
      config: reads,
      schema: {
        tags,
        security: [],
        description:
          'The next local days from `from` on (at most `limit`, 5 by default), within the salon’s booking window and minimum notice, with a free start for the whole visit: the same choice of services and people as the free times. For a visit too long to place by trying weeks one by one.',
        params: bookingSlugParamsSchema,
        querystring: bookingFreeDaysQuerySchema,
        response: { 200: freeDaysResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await onReadReplica(ctx, request, (reads) =>
        bookingPageService.freeDays(reads, request.params.slug, request.query),
      );
      return sendUncacheable(request, reply, answer) as unknown as FreeDaysResponse;
    },
  );

  app.post(
    `${base}/otp`,
    {
      schema: {
        tags,
        security: [],
        description:
          'Mails a 6-digit code to the e-mail (valid 10 minutes; one a minute: 429 OTP_TOO_SOON). The booking sends it back to prove the e-mail.',
        params: bookingSlugParamsSchema,
        body: bookingOtpBodySchema,
        response: { 200: z.object({ data: z.object({ sent: z.literal(true) }) }) },
      },
    },
    async (request) => ({
      data: await bookingService.sendCode(
        ctx,
        request.params.slug,
        request.body.email,
        requestLanguage(request),
        request,
      ),
    }),
  );

  app.post(
    `${base}/booking`,
    {
      schema: {
        tags,
        security: [],
        description:
          'Books with the e-mail’s code: pending when the salon approves online bookings, else reserved. One employee for the whole visit (`employee_id`, null: anyone), or a person per service (`employee_ids`, parallel to `service_ids`, null: anyone who performs it; not with `employee_id`). 409 BOOKING_SLOT_TAKEN (fresh times in `details`, field `next_time`), BOOKING_CLOSED, BOOKING_CLIENT_BLOCKED (salon contact in `details`), OUTSIDE_SERVICE_AREA; 400 BOOKING_TOO_SOON, BOOKING_TOO_FAR, BOOKING_NOT_OFFERED, OTP_INVALID, OTP_EXPIRED.',
        params: bookingSlugParamsSchema,
        body: bookingBodySchema,
        response: { 200: z.object({ data: bookingWireSchema }) },
      },
    },
    async (request) => ({
      data: await bookingService.book(ctx, request.params.slug, request.body, {
        ip: request.ip,
        language: requestedLanguage(request),
      }),
    }),
  );
};
