import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exchangeRateQuerySchema,
  exchangeRateResponseSchema,
  setCompanyExchangeRateBodySchema,
} from '@salon/core';
import { requireSignIn } from '../../plugins/auth.js';
import { exchangeRateService } from './exchange-rate.service.js';

/** The business side of the day's rate (docs/product.md "Plans and subscription"); the administrator's is in admin. */
export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    '/api/v1/business/exchange-rate',
    {
      schema: {
        tags: ['exchange-rate'],
        description:
          'The official USD→VES rate that applies today (on the clock of `salon_id`, else the employee’s salon, ' +
          'else Venezuela’s): that day’s, or the last one published before it, with its own date. `data` is ' +
          'null when no rate was ever entered. Every login of a company.',
        querystring: exchangeRateQuerySchema,
        response: { 200: exchangeRateResponseSchema },
      },
    },
    async (request) => ({
      data: await exchangeRateService.today(ctx, request.auth, request.query.salon_id),
    }),
  );

  app.put(
    '/api/v1/business/exchange-rate',
    {
      schema: {
        tags: ['exchange-rate'],
        description:
          'The owner or a manager enters today’s BCV rate for their company (today on the clock of `salon_id`, ' +
          'else Venezuela’s) while the official one is not published: 409 EXCHANGE_RATE_PUBLISHED once it is. ' +
          'The company’s payments in bolívares take it until the official rate comes; answers today’s rate, ' +
          'marked `entered_by_salon`.',
        body: setCompanyExchangeRateBodySchema,
        response: { 200: exchangeRateResponseSchema },
      },
    },
    async (request) => ({ data: await exchangeRateService.setForCompany(ctx, request.auth, request.body) }),
  );
};
