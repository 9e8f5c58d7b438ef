import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingSlugParamsSchema,
  bookingWireSchema,
  publicWaitlistBodySchema,
  publicWaitlistJoinedWireSchema,
  waitlistOfferParamsSchema,
  waitlistOfferResponseSchema,
} from '@salon/core';
import { publicReadLimit } from '../../lib/public-read-limit.js';
import { requestedLanguage } from '../../lib/i18n.js';
import { waitlistPublicService } from './waitlist-public.service.js';

const tags = ['waitlist'];
const offerBase = '/api/v1/public/waitlist/offer/:token';

/**
 * The client's side of the waitlist (no login): joining from the booking page with the e-mail's code, and an
 * offer's page, whose link's secret is the only key. Offer calls are limited per address
 * like the booking page's reads (PUBLIC_READS_PER_MINUTE, across server processes); joins in the shared
 * attempt table.
 */
export const waitlistPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limited = await publicReadLimit(app, ctx);
  const offerSchema = (description: string) => ({
    tags,
    security: [],
    description,
    params: waitlistOfferParamsSchema,
    response: { 200: waitlistOfferResponseSchema },
  });

  app.post(
    '/api/v1/public/salon/:slug/waitlist',
    {
      schema: {
        tags,
        security: [],
        description:
          'Joins the salon’s waitlist with the e-mail’s code (from `POST /public/salon/{slug}/otp`, used up): a service, an employee or anyone, local days (at most 60) and optionally times of day. 409 WAITLIST_FULL (5 waiting entries per client and salon), WAITLIST_NOT_OFFERED (freelancers), BOOKING_CLOSED, BOOKING_CLIENT_BLOCKED; 400 OTP_INVALID, OTP_EXPIRED, field errors.',
        params: bookingSlugParamsSchema,
        body: publicWaitlistBodySchema,
        response: { 200: z.object({ data: publicWaitlistJoinedWireSchema }) },
      },
    },
    async (request) => ({
      data: await waitlistPublicService.join(ctx, request.params.slug, request.body, {
        ip: request.ip,
        language: requestedLanguage(request),
      }),
    }),
  );

  app.get(
    offerBase,
    {
      config: limited,
      schema: offerSchema(
        'An offer as its client sees it: the time, who, until when it holds, its status (open, claimed with the visit page’s token, declined, expired, gone) and whether the client still waits. 404 WAITLIST_OFFER_NOT_FOUND.',
      ),
    },
    async (request) => ({ data: await waitlistPublicService.offer(ctx, request.params.token) }),
  );

  app.post(
    `${offerBase}/claim`,
    {
      config: limited,
      schema: {
        tags,
        security: [],
        description:
          'Books the offered time (as an online booking: pending when the salon approves them); the same link claimed again answers the visit it booked (409 WAITLIST_OFFER_CLAIMED once that visit no longer stands). Of several claims of one time exactly one wins; the others answer 409 WAITLIST_OFFER_GONE and keep waiting. 409 WAITLIST_OFFER_EXPIRED once it lapsed or was declined; 404 WAITLIST_OFFER_NOT_FOUND.',
        params: waitlistOfferParamsSchema,
        response: { 200: z.object({ data: bookingWireSchema }) },
      },
    },
    async (request) => ({ data: await waitlistPublicService.claim(ctx, request.params.token) }),
  );

  app.post(
    `${offerBase}/decline`,
    {
      config: limited,
      schema: offerSchema(
        '“No thanks”: the time passes to the next waiting client; this one keeps waiting for others.',
      ),
    },
    async (request) => ({ data: await waitlistPublicService.decline(ctx, request.params.token) }),
  );

  app.post(
    `${offerBase}/leave`,
    {
      config: limited,
      schema: offerSchema('Leaves the waitlist: the entry is removed and an open offer declined.'),
    },
    async (request) => ({ data: await waitlistPublicService.leave(ctx, request.params.token) }),
  );
};
