import { z } from 'zod';
import { PLANS } from '../constants.js';
import { toCents } from '../money.js';
import { PROMOTION_MODES, PROMOTION_STATUSES } from '../promotion-pricing.js';
import { listMetaSchema } from './company.js';
import { dateSchema } from './employee.js';
import { formBoolean, formNumber, jsonField } from './json-field.js';
import { pagingSchema } from './service.js';
import { dollarsSchema } from './service-area.js';

/**
 * A promotion (docs/product.md "Entities and their fields" and "Validation rules and limits"): a title, whole
 * local days from `start` to `end` (inclusive), and one of two pricing modes: `discount` (one percentage or
 * dollar amount off every chosen service) or `per_service` (a promotional price per service, below its
 * original price).
 */

const KEY = 'validation.promotion';

const localDay = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, requiredKey).pipe(dateSchema);

/** The dollars of a `per_service` line: greater than 0 with at most 2 decimals. */
const linePrice = dollarsSchema(`${KEY}.linePrice`).refine((value) => value > 0, `${KEY}.linePrice`);

const promotionLineSchema = z.object({
  service: z.uuid(`${KEY}.lineService`),
  /** Informational: the server takes the service's own price as the original. */
  original_price: dollarsSchema().optional(),
  price: linePrice,
});

const serviceIdsSchema = z.array(z.uuid(`${KEY}.lineService`), `${KEY}.servicesRequired`);
const linesSchema = z.array(promotionLineSchema, `${KEY}.servicesRequired`);

/** Whether a number keeps at most two decimals (cents, or hundredths of a percent). */
const twoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const promotionShape = z.object({
  title: z
    .string({ error: `${KEY}.titleRequired` })
    .trim()
    .min(1, `${KEY}.titleRequired`)
    .max(100, `${KEY}.titleMax`),
  start: localDay(`${KEY}.startRequired`),
  end: localDay(`${KEY}.endRequired`),
  mode: z.enum(PROMOTION_MODES, `${KEY}.mode`),
  /** Service ids in `discount` mode, lines `{ service, original_price, price }` in `per_service` mode. */
  services: jsonField(z.array(z.unknown(), `${KEY}.servicesRequired`)),
  discount: z.preprocess(
    (value: number | string | null | undefined) => (value === '' || value === undefined ? null : value),
    formNumber(`${KEY}.discount`).nullable(),
  ),
  is_dollars: formBoolean().default(false),
});

/** The checked promotion: services as lines, `price` null in `discount` mode; dollars and percentages. */
export interface PromotionFields {
  title: string;
  start: string;
  end: string;
  mode: (typeof PROMOTION_MODES)[number];
  discount: number | null;
  is_dollars: boolean;
  lines: { service: string; price: number | null }[];
}

function checkFields(value: z.output<typeof promotionShape>, ctx: z.RefinementCtx): PromotionFields {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (value.end < value.start) issue(['end'], `${KEY}.endBeforeStart`);
  let lines: PromotionFields['lines'] = [];
  if (value.mode === 'discount') {
    const ids = serviceIdsSchema.safeParse(value.services);
    if (ids.success) lines = ids.data.map((service) => ({ service, price: null }));
    else for (const sub of ids.error.issues) issue(['services', ...(sub.path as number[])], sub.message);
    const discount = value.discount;
    if (discount === null || !(discount > 0) || !twoDecimals(discount))
      issue(['discount'], `${KEY}.discount`);
    else if (!value.is_dollars && discount > 100) issue(['discount'], `${KEY}.percentMax`);
  } else {
    const parsed = linesSchema.safeParse(value.services);
    if (parsed.success) lines = parsed.data.map(({ service, price }) => ({ service, price }));
    else
      for (const sub of parsed.error.issues)
        issue(['services', ...(sub.path as (string | number)[])], sub.message);
  }
  if (Array.isArray(value.services) && value.services.length === 0)
    issue(['services'], `${KEY}.servicesRequired`);
  const seen = new Set<string>();
  lines.forEach((line, index) => {
    if (seen.has(line.service)) issue(['services', index], `${KEY}.duplicateService`);
    seen.add(line.service);
  });
  return {
    title: value.title,
    start: value.start,
    end: value.end,
    mode: value.mode,
    discount: value.mode === 'discount' ? value.discount : null,
    is_dollars: value.mode === 'discount' ? value.is_dollars : false,
    lines,
  };
}

/** PUT /promotion/{id}: every field, as the form sends them (JSON, or form-encoded with `services` JSON). */
export const promotionFieldsSchema = promotionShape.transform(checkFields);
export type PromotionFieldsInput = z.input<typeof promotionShape>;

/** POST /promotion: the fields and the salon. */
export const createPromotionBodySchema = promotionShape
  .extend({ salon_id: z.uuid('validation.salonRequired') })
  .transform((value, ctx) => ({ salon_id: value.salon_id, ...checkFields(value, ctx) }));
export type CreatePromotionBody = z.input<typeof createPromotionBodySchema>;

/**
 * The rules that need the chosen services' prices (docs/product.md "Validation rules and limits"), shared by
 * the form and the server: a dollar discount stays below the cheapest chosen service, each promotional price
 * below its original. `originalCents` holds what each service costs without a promotion; unknown services are
 * not judged here.
 */
export function promotionPriceIssues(
  fields: Pick<PromotionFields, 'mode' | 'discount' | 'is_dollars' | 'lines'>,
  originalCents: ReadonlyMap<string, number>,
): { field: string; message: string }[] {
  const issues: { field: string; message: string }[] = [];
  if (fields.mode === 'discount' && fields.is_dollars && fields.discount !== null) {
    const prices = fields.lines.map((line) => originalCents.get(line.service)).filter((p) => p !== undefined);
    const cheapest = prices.length ? Math.min(...prices) : null;
    if (cheapest !== null && toCents(fields.discount) >= cheapest) {
      issues.push({ field: 'discount', message: `${KEY}.discountBelowCheapest` });
    }
  }
  if (fields.mode === 'per_service') {
    fields.lines.forEach((line, index) => {
      const original = originalCents.get(line.service);
      if (original !== undefined && line.price !== null && toCents(line.price) >= original) {
        issues.push({ field: `services.${index}.price`, message: `${KEY}.priceBelowOriginal` });
      }
    });
  }
  return issues;
}

export const PROMOTION_LIST_STATUSES = ['all', ...PROMOTION_STATUSES] as const;

export const promotionListQuerySchema = pagingSchema.extend({
  salon_id: z.uuid('validation.salonRequired'),
  status: z.enum(PROMOTION_LIST_STATUSES, 'validation.invalid').default('all'),
  q: z.string().trim().max(100, 'validation.invalid').default(''),
});

/** A covered service as the list and the form show it: its name, original and promotional price today. */
const promotionLineWireSchema = z.object({
  service: z.object({ _id: z.string(), name: z.string(), status: z.string() }),
  original_price: z.number(),
  price: z.number(),
});

const promotionWireSchema = z.object({
  _id: z.string(),
  salon_id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  mode: z.enum(PROMOTION_MODES),
  /** As sent: service ids in `discount` mode, `{ service, original_price, price }` in `per_service` mode. */
  services: z.union([
    z.array(z.string()),
    z.array(z.object({ service: z.string(), original_price: z.number(), price: z.number() })),
  ]),
  discount: z.number().nullable(),
  is_dollars: z.boolean(),
  /** The lowest promotional price among its services (what "from $X" shows). */
  discounted_price: z.number().nullable(),
  /** Every covered service with names and prices, for both modes. */
  lines: z.array(promotionLineWireSchema),
  status: z.enum(PROMOTION_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromotionWire = z.infer<typeof promotionWireSchema>;
export const promotionResponseSchema = z.object({ data: promotionWireSchema });
export const promotionListResponseSchema = z.object({
  data: z.array(promotionWireSchema),
  meta: listMetaSchema,
});

/** The promotion that sets a price, as services, previews and appointments carry it. */
const appliedPromotionSchema = z.object({ _id: z.string(), title: z.string() });

/** GET /plan: the company's plan and what it allows, readable by every login of the company. */
const planWireSchema = z.object({
  plan: z.enum(PLANS),
  /** trialing, active, past_due, expired (a lapsed plan: basic_plan limits), or none. */
  status: z.string(),
  current_period_end: z.string().nullable(),
  features: z.object({
    salons: z.number(),
    gallery_images_per_salon: z.number(),
    employees_per_salon: z.number(),
    promotions: z.boolean(),
    cancellation_policy: z.boolean(),
  }),
});
export type PlanWire = z.infer<typeof planWireSchema>;
export const planResponseSchema = z.object({ data: planWireSchema });

/** GET /service/{id}/price: what a booking of the service at `at` costs (the booking dialog's price). */
export const servicePriceQuerySchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'validation.appointment.start' }),
  service_count: z.coerce.number().int().min(1).max(20, 'validation.appointment.serviceCount').default(1),
});
const servicePriceWireSchema = z.object({
  /** The local day of `at` in the salon's zone. */
  date: z.string(),
  /** For the whole booking: the unit price times the service count. */
  price: z.number(),
  unit_price: z.number(),
  /** The unit price without a promotion (discount price, else regular) and the regular price. */
  base_price: z.number(),
  regular_price: z.number(),
  promotion: appliedPromotionSchema.nullable(),
});
export type ServicePriceWire = z.infer<typeof servicePriceWireSchema>;
export const servicePriceResponseSchema = z.object({ data: servicePriceWireSchema });
