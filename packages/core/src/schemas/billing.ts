import { z } from 'zod';
import { PLANS } from '../constants.js';
import { hasWholeCents } from '../money.js';
import {
  BILLING_PERIODS,
  PAYMENT_STATUSES,
  QUOTE_LINE_KINDS,
  SUBSCRIPTION_PAYMENT_METHODS,
  SUBSCRIPTION_STATES,
} from '../billing.js';
import { phoneSchema, requiredString } from './common.js';
import { dateSchema } from './employee.js';
import { exchangeRateWireSchema } from './exchange-rate.js';
import { formNumber } from './json-field.js';
import { platformPayeesWireSchema } from './payee.js';

const KEY = 'validation.billing';

const planField = z.enum(PLANS, `${KEY}.plan`);
const periodField = z.enum(BILLING_PERIODS, `${KEY}.period`);

/** Dollars with at most two decimals, as every amount on the wire (`money.ts`). */
const dollars = formNumber(`${KEY}.amount`).pipe(
  z
    .number(`${KEY}.amount`)
    .positive(`${KEY}.amount`)
    .max(100_000, `${KEY}.amount`)
    .refine(hasWholeCents, `${KEY}.amount`),
);

/** A bank, Zelle or Binance reference as people type it; compared without spaces, hyphens or case. */
const referenceField = z
  .string({ error: `${KEY}.reference` })
  .trim()
  .min(4, `${KEY}.reference`)
  .max(40, `${KEY}.reference`)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, `${KEY}.reference`);
export const referenceKey = (reference: string) => reference.replace(/[\s-]/g, '').toUpperCase();

const payerField = requiredString(`${KEY}.payer`).pipe(z.string().max(100, `${KEY}.payer`));
/** Cédula or RIF of the payer: a letter V, E, J, G or P and 6 to 10 digits, hyphens optional. */
const payerIdField = z
  .string({ error: `${KEY}.payerId` })
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^[VEJGP]\d{6,10}$/, `${KEY}.payerId`));
const paidOnField = dateSchema;

/** The fields each manual method needs (the list); every method carries the amount and the date. */
export const manualPaymentSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('pago_movil'),
      bank: requiredString(`${KEY}.bank`).pipe(z.string().max(60, `${KEY}.bank`)),
      payer_phone: phoneSchema,
      payer_id: payerIdField,
      reference: referenceField,
      amount: dollars,
      /** What was paid in bolívares at the day's rate; the administrator matches it with the bank. */
      amount_ves: formNumber(`${KEY}.amountVes`).pipe(z.number().positive(`${KEY}.amountVes`)),
      paid_on: paidOnField,
    }),
    z.object({
      method: z.literal('zelle'),
      payer: payerField,
      reference: referenceField,
      amount: dollars,
      paid_on: paidOnField,
    }),
    z.object({
      method: z.literal('binance_pay'),
      /** Binance Pay's order or transaction id. */
      reference: referenceField,
      amount: dollars,
      paid_on: paidOnField,
    }),
    z.object({
      method: z.literal('wire'),
      bank: requiredString(`${KEY}.bank`).pipe(z.string().max(60, `${KEY}.bank`)),
      payer: payerField,
      reference: referenceField,
      amount: dollars,
      paid_on: paidOnField,
    }),
    z.object({
      method: z.literal('cash'),
      payer: payerField,
      /** The receipt the platform handed over, when there is one. */
      reference: referenceField.optional(),
      amount: dollars,
      paid_on: paidOnField,
    }),
  ],
  { error: `${KEY}.method` },
);
export type ManualPayment = z.output<typeof manualPaymentSchema>;

/** `GET /billing/quote`: what choosing a plan and period means now. */
export const billingChoiceSchema = z.object({ plan: planField, period: periodField });
export type BillingChoice = z.output<typeof billingChoiceSchema>;

/**
 * `POST /billing/create`: choose or change a plan and period and, when something is to be paid, report the
 * manual payment (`payment`). A downgrade pays nothing now and sends no payment.
 */
export const createBillingBodySchema = billingChoiceSchema.extend({
  payment: z.preprocess(
    (value) => (typeof value === 'string' ? safeJson(value) : value),
    manualPaymentSchema.optional(),
  ),
});
export type CreateBillingBody = z.output<typeof createBillingBodySchema>;

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return { method: '' };
  }
}

export const paypalSubscriptionBodySchema = billingChoiceSchema;

/** What a plan allows, as the prices and the admin's plans editor show it. */
export const planFeaturesWireSchema = z.object({
  salons: z.number(),
  gallery_images_per_salon: z.number(),
  employees_per_salon: z.number(),
  promotions: z.boolean(),
  cancellation_policy: z.boolean(),
  additional_user: z.boolean(),
});

const planPriceWireSchema = z.object({
  _id: z.enum(PLANS),
  monthly_price: z.number(),
  /** Twelve months with the yearly discount. */
  yearly_price: z.number(),
  features: planFeaturesWireSchema,
});
export type PlanPriceWire = z.infer<typeof planPriceWireSchema>;

export const billingPricesWireSchema = z.object({
  plans: z.array(planPriceWireSchema),
  employee_access_monthly: z.number(),
  yearly_discount_percent: z.number(),
  /** Employees of the company with app access now (what the next period charges). */
  employees_with_access: z.number(),
  methods: z.array(z.enum(SUBSCRIPTION_PAYMENT_METHODS)),
  /** False when PAYPAL_* is not configured: the PayPal option is hidden. */
  paypal: z.boolean(),
  /** The platform's details to pay each manual method to (null: not set, ask the platform). */
  payees: platformPayeesWireSchema,
});
export type BillingPricesWire = z.infer<typeof billingPricesWireSchema>;

const quoteLineWireSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  quantity: z.number(),
  unit: z.number(),
  amount: z.number(),
});
export type QuoteLineWire = z.infer<typeof quoteLineWireSchema>;

export const billingQuoteWireSchema = z.object({
  change: z.enum(['new_period', 'upgrade', 'downgrade', 'renewal']),
  plan: z.enum(PLANS),
  period: z.enum(BILLING_PERIODS),
  lines: z.array(quoteLineWireSchema),
  total: z.number(),
  /** The period paid for (an upgrade: the rest of the current one), and when the plan applies. */
  period_start: z.string(),
  period_end: z.string(),
  applies_from: z.string(),
  /** Limits of the chosen plan the company is above (a choice is refused while any is listed). */
  exceeded: z.array(z.enum(['salons', 'galleryImagesPerSalon', 'employeesPerSalon'])),
  /** Today's applicable rate (Caracas), null when none was ever entered; and the total at it, in bolívares. */
  exchange_rate: exchangeRateWireSchema.nullable(),
  total_ves: z.number().nullable(),
});
export type BillingQuoteWire = z.infer<typeof billingQuoteWireSchema>;

export const paymentWireSchema = z.object({
  _id: z.string(),
  method: z.enum(SUBSCRIPTION_PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  change: z.enum(['new_period', 'upgrade', 'downgrade', 'renewal']),
  plan: z.enum(PLANS),
  period: z.enum(BILLING_PERIODS),
  amount: z.number(),
  lines: z.array(quoteLineWireSchema),
  reference: z.string().nullable(),
  /** The fields the owner reported for the method (bank, payer, phone…). */
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  reported_at: z.string(),
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  invoice_id: z.string().nullable(),
  /**
   * A bolívar method's report: the rate of the day paid (`paid_on`, or the last one before it) and the amount
   * expected at it; null for dollar methods or when no rate was entered then.
   */
  exchange_rate: z.object({ date: z.string(), rate: z.number() }).nullable(),
  expected_ves: z.number().nullable(),
});
export type PaymentWire = z.infer<typeof paymentWireSchema>;

export const subscriptionWireSchema = z.object({
  _id: z.string(),
  /** The plan whose limits apply now, and what the stored subscription says. */
  plan: z.enum(PLANS),
  state: z.enum(SUBSCRIPTION_STATES),
  period: z.enum(BILLING_PERIODS),
  period_start: z.string(),
  /** The expiry date: paid (or trial) through this instant. */
  period_end: z.string(),
  grace_ends_at: z.string().nullable(),
  days_left: z.number(),
  writable: z.boolean(),
  cancel_at_period_end: z.boolean(),
  scheduled_plan: z.enum(PLANS).nullable(),
  scheduled_from: z.string().nullable(),
  /** Employees with app access (each billed 3 USD a month). */
  subscribed_employees: z.number(),
  pending_payment: paymentWireSchema.nullable(),
  paypal: z.object({ subscription_id: z.string(), status: z.string() }).nullable(),
});
export type SubscriptionWire = z.infer<typeof subscriptionWireSchema>;

export const invoiceWireSchema = z.object({
  _id: z.string(),
  /** Sequential, without gaps, shown zero-padded (000042). */
  number: z.number(),
  issued_at: z.string(),
  company: z.object({ name: z.string(), rif: z.string() }),
  plan: z.enum(PLANS),
  period: z.enum(BILLING_PERIODS),
  period_start: z.string(),
  period_end: z.string(),
  lines: z.array(quoteLineWireSchema),
  total: z.number(),
  method: z.enum(SUBSCRIPTION_PAYMENT_METHODS),
  reference: z.string().nullable(),
  language: z.string(),
});
export type InvoiceWire = z.infer<typeof invoiceWireSchema>;

export const rejectPaymentBodySchema = z.object({
  reason: requiredString(`${KEY}.reason`).pipe(z.string().max(500, `${KEY}.reason`)),
});
export type RejectPaymentBody = z.input<typeof rejectPaymentBodySchema>;
