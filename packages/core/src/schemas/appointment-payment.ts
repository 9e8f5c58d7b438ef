import { z } from 'zod';
import { APPOINTMENT_PAYMENT_METHODS, isBolivarOnlyMethod, PAYMENT_CURRENCIES } from '../constants.js';
import { hasWholeCents } from '../money.js';
import { formBoolean, formNumber } from './json-field.js';
import { isSafeText, safeTextSchema, UNSAFE_TEXT_MESSAGE } from './safe-text.js';
import { exchangeRateWireSchema } from './exchange-rate.js';

/**
 * What an appointment was paid with (docs/decisions.md "Payments per appointment"): one or more payments, each
 * in dollars or in bolívares at the day's official rate, so "$10 cash + the rest by pago móvil" is one checkout.
 */

const AMOUNT = 'validation.payment.amount';
/** No appointment is paid with more than this many dollars at once. */
export const PAYMENT_MAX_DOLLARS = 100_000;
/** Nor with more bolívares than this (a hundred thousand dollars at a rate of ten thousand). */
export const PAYMENT_MAX_BOLIVARES = 1_000_000_000;

/**
 * The reason an owner or manager gives to change a payment of a day whose cash is closed (docs/decisions.md
 * "The daily cash close"). The same rule as `closedDayReasonSchema` of cash-close.ts, written here because that
 * file imports this one.
 */
const closeReasonSchema = safeTextSchema
  .trim()
  .min(1, 'validation.cashClose.reason')
  .max(120, 'validation.cashClose.reason')
  .optional();

/** `POST appointment/{id}/payments`. */
export const appointmentPaymentBodySchema = z
  .object({
    method: z.enum(APPOINTMENT_PAYMENT_METHODS, 'validation.appointment.paymentMethod'),
    currency: z.enum(PAYMENT_CURRENCIES, 'validation.payment.currency').default('USD'),
    /** In the payment's currency; a bolívares amount is worth dollars at the day's rate, recorded with it. */
    amount: formNumber(AMOUNT).pipe(
      z.number(AMOUNT).positive(AMOUNT).max(PAYMENT_MAX_BOLIVARES, AMOUNT).refine(hasWholeCents, AMOUNT),
    ),
    /** The bank's or app's reference of a transfer, pago móvil, Zelle… */
    reference: z
      .string({ error: 'validation.payment.reference' })
      .trim()
      .max(100, 'validation.payment.reference')
      .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
      .default(''),
    /** The payment goes over the balance due and the extra is the client's tip: asked for, then confirmed. */
    tip: formBoolean().default(false),
    /** Only for a payment of a day whose cash is closed: see `closeReasonSchema`. */
    close_reason: closeReasonSchema,
  })
  .superRefine((value, ctx) => {
    if (value.currency === 'USD' && value.amount > PAYMENT_MAX_DOLLARS)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: AMOUNT });
    if (value.currency === 'USD' && isBolivarOnlyMethod(value.method))
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'validation.payment.bolivarsOnly' });
  });
export type AppointmentPaymentBody = z.output<typeof appointmentPaymentBodySchema>;
export type AppointmentPaymentBodyInput = z.input<typeof appointmentPaymentBodySchema>;

export const appointmentPaymentParamsSchema = z.object({
  id: z.uuid('validation.id'),
  paymentId: z.uuid('validation.id'),
});

/** `DELETE appointment/{id}/payments/{paymentId}?close_reason=`: the reason when its day's cash is closed. */
export const appointmentPaymentDeleteQuerySchema = z.object({ close_reason: closeReasonSchema });

export const appointmentPaymentWireSchema = z.object({
  _id: z.string(),
  method: z.enum(APPOINTMENT_PAYMENT_METHODS),
  currency: z.enum(PAYMENT_CURRENCIES),
  /** In the payment's currency. */
  amount: z.number(),
  /** Bolívares per dollar the payment was taken at, and the date that rate is of; null for dollars. */
  rate: z.number().nullable(),
  rate_date: z.string().nullable(),
  /** What the payment counts for, in dollars. */
  dollars: z.number(),
  reference: z.string(),
  paid_at: z.string(),
  /** Who recorded it. */
  recorded_by: z.string().nullable(),
});
export type AppointmentPaymentWire = z.infer<typeof appointmentPaymentWireSchema>;

/** An appointment's checkout: what is due, what was paid and how, and the rate a payment in bolívares takes. */
export const appointmentPaymentsSchema = z.object({
  /** Price plus travel fee, in dollars. */
  due: z.number(),
  paid: z.number(),
  /** What is left to pay (0 once paid in full). */
  balance: z.number(),
  /** What was paid over the price: the client's tip. */
  tip: z.number(),
  payments: z.array(appointmentPaymentWireSchema),
  /** Today's official rate on the salon's clock, which a new payment in bolívares takes; null when none. */
  rate: exchangeRateWireSchema.nullable(),
});
export type AppointmentPayments = z.infer<typeof appointmentPaymentsSchema>;
export const appointmentPaymentsResponseSchema = z.object({ data: appointmentPaymentsSchema });
