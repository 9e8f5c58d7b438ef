import { z } from 'zod';
import { DEFAULT_RATE_SOURCE, hasRateDecimals, RATE_MAX } from '../exchange-rate.js';
import { idSchema } from './common.js';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.js';
import { listMetaSchema } from './company.js';
import { dateSchema } from './employee.js';
import { formNumber } from './json-field.js';
import { pagingSchema } from './service.js';

/**
 * The day's official rate (`packages/core/src/exchange-rate.ts`): what the platform administrator enters under
 * `/api/v1/admin/exchange-rates` and what the business screens read at `/api/v1/business/exchange-rate`.
 */

const KEY = 'validation.exchangeRate';

/** Bolívares per dollar: above 0, at most RATE_MAX, at most 4 decimals. Forms send the typed number as text. */
export const exchangeRateValueSchema = formNumber(`${KEY}.rate`).pipe(
  z
    .number(`${KEY}.rate`)
    .positive(`${KEY}.rate`)
    .max(RATE_MAX, `${KEY}.rate`)
    .refine(hasRateDecimals, `${KEY}.rate`),
);

const sourceField = z
  .string({ error: `${KEY}.source` })
  .trim()
  .max(60, `${KEY}.source`)
  .refine(isSafeText, UNSAFE_TEXT_MESSAGE)
  .optional()
  .transform((value) => value || DEFAULT_RATE_SOURCE);

/** `PUT admin/exchange-rates`: the rate of a date; entering a date again replaces its rate. */
export const setExchangeRateBodySchema = z.object({
  date: dateSchema,
  rate: exchangeRateValueSchema,
  /** Where the figure comes from; "BCV" when left empty. */
  source: sourceField,
});
export type SetExchangeRateBody = z.output<typeof setExchangeRateBodySchema>;

/** A rate as every use records it: the figure and the date it is the rate of. */
export const exchangeRateWireSchema = z.object({
  /** The calendar date the rate is of (YYYY-MM-DD); a later day without its own rate uses it. */
  date: z.string(),
  rate: z.number(),
  source: z.string(),
  /** Entered by the company's owner or manager while no official rate of its date was published. */
  entered_by_salon: z.boolean().optional(),
});
export type ExchangeRateWire = z.infer<typeof exchangeRateWireSchema>;

/** `GET business/exchange-rate?salon_id`: today on that salon's clock (else the employee's salon, else Caracas). */
export const exchangeRateQuerySchema = z.object({ salon_id: idSchema.optional() });

/**
 * `PUT business/exchange-rate`: the owner or a manager enters today's BCV rate (on that salon's clock) for
 * their company while the official one is not published (docs/decisions.md "A company's own rate").
 */
export const setCompanyExchangeRateBodySchema = z.object({
  salon_id: idSchema.optional(),
  rate: exchangeRateValueSchema,
});
export type SetCompanyExchangeRateBody = z.output<typeof setCompanyExchangeRateBodySchema>;
export type SetCompanyExchangeRateBodyInput = z.input<typeof setCompanyExchangeRateBodySchema>;

/** `GET business/exchange-rate`: today's applicable rate, null when none was ever entered. */
export const exchangeRateResponseSchema = z.object({ data: exchangeRateWireSchema.nullable() });

/** A stored rate as the administrator's list shows it: who or what entered it, and when. */
export const adminExchangeRateWireSchema = exchangeRateWireSchema.extend({
  /** `admin` (by `entered_by`) or `feed` (EXCHANGE_RATE_URL). */
  origin: z.enum(['admin', 'feed']),
  entered_by: z.object({ _id: z.string(), email: z.string(), name: z.string() }).nullable(),
  entered_at: z.string(),
});
export type AdminExchangeRateWire = z.infer<typeof adminExchangeRateWireSchema>;

export const adminExchangeRateListQuerySchema = pagingSchema;
export type AdminExchangeRateListQuery = z.infer<typeof adminExchangeRateListQuerySchema>;

export const adminExchangeRateListResponseSchema = z.object({
  data: z.array(adminExchangeRateWireSchema),
  meta: listMetaSchema,
});
export const adminExchangeRateResponseSchema = z.object({ data: adminExchangeRateWireSchema });
