import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminExchangeRateListQuerySchema,
  adminExchangeRateListResponseSchema,
  adminExchangeRateResponseSchema,
  platformPayeesBodySchema,
  platformPayeesResponseSchema,
  setExchangeRateBodySchema,
} from '@salon/core';
import { requireAdminSignIn } from './admin-auth.js';
import { adminSettingsService } from './admin-settings.service.js';

const base = '/api/v1/admin';
const tags = ['admin'];
const adminOnly = 'Platform administrator token only (a business token gets 401).';

/** The platform's settings (docs/product.md "Plans and subscription"): the day's rate and the payee details. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireAdminSignIn(app);

  app.get(
    `${base}/exchange-rates`,
    {
      schema: {
        tags,
        description: `The official USD→VES rates entered, newest date first, with who entered each. ${adminOnly}`,
        querystring: adminExchangeRateListQuerySchema,
        response: { 200: adminExchangeRateListResponseSchema },
      },
    },
    async (request) => adminSettingsService.exchangeRates(ctx, request.query),
  );

  app.put(
    `${base}/exchange-rates`,
    {
      schema: {
        tags,
        description:
          'Sets the rate of a date (bolívares per dollar, above 0, at most 4 decimals; source "BCV" when empty). ' +
          `A date entered again is replaced, the feed's value included. ${adminOnly}`,
        body: setExchangeRateBodySchema,
        response: { 200: adminExchangeRateResponseSchema },
      },
    },
    async (request) => ({
      data: await adminSettingsService.setExchangeRate(ctx, request.admin, request.body),
    }),
  );

  app.get(
    `${base}/payees`,
    {
      schema: {
        tags,
        description: `Where owners pay each manual method to; null for a method without details. ${adminOnly}`,
        response: { 200: platformPayeesResponseSchema },
      },
    },
    async () => ({ data: await adminSettingsService.payees(ctx) }),
  );

  app.put(
    `${base}/payees`,
    {
      schema: {
        tags,
        description:
          'Sets every manual method’s payee details at once (pago móvil, zelle, binance_pay, wire, cash); a ' +
          `method left out or null is cleared. ${adminOnly}`,
        body: platformPayeesBodySchema,
        response: { 200: platformPayeesResponseSchema },
      },
    },
    async (request) => ({ data: await adminSettingsService.setPayees(ctx, request.admin, request.body) }),
  );
};
