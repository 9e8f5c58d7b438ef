import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentPaymentBodySchema,
  appointmentPaymentDeleteQuerySchema,
  appointmentPaymentParamsSchema,
  appointmentPaymentsResponseSchema,
} from '@salon/core';
import { idParams } from '../../lib/validation.js';
import { requireSignIn } from '../../plugins/auth.js';
import { appointmentPaymentService } from './appointment-payment.service.js';

const base = '/api/v1/business/appointment/:id/payments';
const tags = ['appointment'];

/** An appointment's checkout: its payments, what is due and the balance (docs/product.md "API conventions"). */
export const appointmentPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  requireSignIn(app);

  app.get(
    base,
    {
      schema: {
        tags,
        description:
          'What is due (price and travel fee), paid and left, each payment with its rate, and today’s ' +
          'official rate for a payment in bolívares. Same access as GET /appointment/{id}.',
        params: idParams,
        response: { 200: appointmentPaymentsResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentPaymentService.list(ctx, request.auth, request.params.id),
    }),
  );

  app.post(
    base,
    {
      schema: {
        tags,
        description:
          'Records a payment in dollars or bolívares (converted at today’s official rate, kept with it; ' +
          '409 EXCHANGE_RATE_MISSING when none was ever published). 409 PAYMENT_OVER_BALANCE when it is ' +
          'more than the balance due, unless `tip` is true; 409 PAYMENT_NOT_ALLOWED on a cancelled ' +
          'appointment; 409 CASH_DAY_CLOSED when today’s cash is closed, unless an owner or manager sends ' +
          '`close_reason` (the close then lists it as an adjustment). Who may change the appointment may ' +
          'record its payments.',
        params: idParams,
        body: appointmentPaymentBodySchema,
        response: { 200: appointmentPaymentsResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentPaymentService.add(ctx, request.auth, request.params.id, request.body),
    }),
  );

  app.delete(
    `${base}/:paymentId`,
    {
      schema: {
        tags,
        description:
          'Removes a payment recorded by mistake (owner and manager only). 409 CASH_DAY_CLOSED when its ' +
          'day’s cash is closed, unless `close_reason` is sent (listed on the close as an adjustment).',
        params: appointmentPaymentParamsSchema,
        querystring: appointmentPaymentDeleteQuerySchema,
        response: { 200: appointmentPaymentsResponseSchema },
      },
    },
    async (request) => ({
      data: await appointmentPaymentService.remove(
        ctx,
        request.auth,
        request.params.id,
        request.params.paymentId,
        request.query.close_reason,
      ),
    }),
  );
};
