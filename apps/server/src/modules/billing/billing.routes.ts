import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  billingChoiceSchema,
  billingPricesWireSchema,
  billingQuoteWireSchema,
  createBillingBodySchema,
  invoiceWireSchema,
  subscriptionWireSchema,
} from '@salon/core';
import { z } from 'zod';
import { translate } from '../../lib/i18n.js';
import { requireSignIn } from '../../plugins/auth.js';
import { billingService } from './billing.service.js';
import { idParams } from '../../lib/validation.js';

const base = '/api/v1/business/billing';
const tags = ['billing'];
const ownerOnly = 'Owner only (managers and employees get 403).';
const subscriptionResponse = { 200: z.object({ data: subscriptionWireSchema }) };

/** The billing calls (docs/product.md "API conventions"); PayPal's live in paypal.routes.ts. */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    `${base}/prices`,
    {
      schema: {
        tags,
        description: `Plans with monthly and yearly prices and features, employee access price, payment methods. ${ownerOnly}`,
        response: { 200: z.object({ data: billingPricesWireSchema }) },
      },
    },
    async (request) => ({ data: await billingService.prices(ctx, request.auth) }),
  );

  app.get(
    `${base}/quote`,
    {
      schema: {
        tags,
        description:
          'What choosing `plan` and `period` means now, line by line: a new period, an upgrade (prorated), a ' +
          `downgrade (from the next period, nothing to pay) or a renewal; and the limits the company is above. ${ownerOnly}`,
        querystring: billingChoiceSchema,
        response: { 200: z.object({ data: billingQuoteWireSchema }) },
      },
    },
    async (request) => ({
      data: await billingService.quote(ctx, request.auth, request.query),
    }),
  );

  app.post(
    `${base}/create`,
    {
      schema: {
        tags,
        description:
          'Choose or change the plan and period. When the quote has an amount, `payment` reports a manual ' +
          'payment of exactly that amount (pago_movil, zelle, binance_pay, wire, cash), pending until a platform ' +
          'administrator confirms it. A downgrade is scheduled for the next period. 409 PLAN_LIMIT_EXCEEDED names ' +
          `each limit in \`details\`; 409 PAYMENT_REFERENCE_TAKEN, PAYMENT_PENDING. ${ownerOnly}`,
        body: createBillingBodySchema,
        response: subscriptionResponse,
      },
    },
    async (request) => ({
      data: await billingService.create(ctx, request.auth, request.body),
    }),
  );

  app.get(
    `${base}/active`,
    { schema: { tags, description: `The subscription. ${ownerOnly}`, response: subscriptionResponse } },
    async (request) => ({ data: await billingService.active(ctx, request.auth) }),
  );

  app.post(
    `${base}/cancel`,
    {
      schema: {
        tags,
        description: `Cancel: runs to the end of the paid period, then expires. ${ownerOnly}`,
        response: subscriptionResponse,
      },
    },
    async (request) => ({ data: await billingService.cancel(ctx, request.auth) }),
  );

  app.post(
    `${base}/reactivate`,
    {
      schema: {
        tags,
        description: `Undo a cancellation before the period ends. ${ownerOnly}`,
        response: subscriptionResponse,
      },
    },
    async (request) => ({ data: await billingService.reactivate(ctx, request.auth) }),
  );

  app.get(
    `${base}/invoices`,
    {
      schema: {
        tags,
        description: `The invoices, latest first. ${ownerOnly}`,
        response: { 200: z.object({ data: z.array(invoiceWireSchema) }) },
      },
    },
    async (request) => ({ data: await billingService.invoices(ctx, request.auth) }),
  );

  app.get(
    `${base}/invoices/:id.pdf`,
    {
      schema: {
        tags,
        description: `An invoice as a PDF in the owner's language at the time it was issued. ${ownerOnly}`,
        params: idParams,
      },
    },
    async (request, reply) => {
      const { file, invoice } = await billingService.invoicePdf(ctx, request.auth, request.params.id);
      const language = invoice.language === 'en-ve' ? 'en-ve' : 'es-ve';
      const name = `${translate(language, 'billing.invoice.fileName')}-${String(invoice.number).padStart(6, '0')}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
