import { z } from 'zod';
import { APPOINTMENT_PAYMENT_METHODS } from '../constants.js';
import { hasWholeCents } from '../money.js';

/**
 * Staff commission plans (docs/decisions.md "Commissions"): per employee, a percentage of the services they do
 * (a default, overridden per service group and per service), optional tiers on the employee's monthly service
 * income, and whether the commission is taken after the card terminal's fee. The salon sets each method's fee
 * percentage. Services are counted at their price after promotions (what the appointment costs).
 */
export const COMMISSION_LIMITS = { groupOverrides: 50, serviceOverrides: 200, tiers: 10 } as const;

/**
 * Progressive: each band of the month's income at its own rate (like income tax). Retroactive: the whole
 * month at the rate of the band reached.
 */
export const COMMISSION_TIER_MODES = ['progressive', 'retroactive'] as const;
export type CommissionTierMode = (typeof COMMISSION_TIER_MODES)[number];

const PERCENT = 'validation.commission.percent';
/** 0 to 100, at most two decimals. */
export const commissionPercentSchema = z.preprocess(
  (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number(PERCENT).min(0, PERCENT).max(100, PERCENT).refine(hasWholeCents, PERCENT),
);

const AMOUNT = 'validation.commission.tierFrom';
const tierFromSchema = z.preprocess(
  (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number(AMOUNT).min(0, AMOUNT).max(10_000_000, AMOUNT).refine(hasWholeCents, AMOUNT),
);

/**
 * A band of the month's service income, in dollars: from `from` up to the next band's `from`, at `percent`.
 * The first band starts at 0 and each starts above the one before (400 `validation.commission.tiersOrder` on
 * `tiers` otherwise).
 */
export const commissionTierSchema = z.object({ from: tierFromSchema, percent: commissionPercentSchema });
export type CommissionTier = z.infer<typeof commissionTierSchema>;

const groupOverrideSchema = z.object({
  group_id: z.uuid('validation.invalid'),
  percent: commissionPercentSchema,
});
const serviceOverrideSchema = z.object({
  service_id: z.uuid('validation.invalid'),
  percent: commissionPercentSchema,
});

/**
 * `PUT /business/employee/{id}/commission-plan`: the employee's whole plan (replaces the one before). With
 * tiers, the tiers' rate takes the place of `default_percent`; a service's or its group's override still wins
 * for that service (the service first).
 */
export const commissionPlanBodySchema = z
  .object({
    salon_id: z.uuid('validation.salonRequired'),
    default_percent: commissionPercentSchema,
    group_overrides: z
      .array(groupOverrideSchema, 'validation.invalid')
      .max(COMMISSION_LIMITS.groupOverrides, 'validation.invalid')
      .default([]),
    service_overrides: z
      .array(serviceOverrideSchema, 'validation.invalid')
      .max(COMMISSION_LIMITS.serviceOverrides, 'validation.invalid')
      .default([]),
    tiers: z.array(commissionTierSchema).max(COMMISSION_LIMITS.tiers, 'validation.invalid').default([]),
    tier_mode: z.enum(COMMISSION_TIER_MODES, 'validation.invalid').default('progressive'),
    /** Take the commission on what is left after the card terminal's (or other method's) fee. */
    after_method_fee: z.boolean('validation.invalid').default(false),
  })
  .superRefine((plan, ctx) => {
    const froms = plan.tiers.map((tier) => tier.from);
    if (
      froms.length &&
      (froms[0] !== 0 || froms.some((from, index) => index > 0 && from <= froms[index - 1]!))
    )
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: 'validation.commission.tiersOrder' });
    const twice = (ids: string[]) => new Set(ids).size !== ids.length;
    if (twice(plan.group_overrides.map((entry) => entry.group_id)))
      ctx.addIssue({ code: 'custom', path: ['group_overrides'], message: 'validation.commission.twice' });
    if (twice(plan.service_overrides.map((entry) => entry.service_id)))
      ctx.addIssue({ code: 'custom', path: ['service_overrides'], message: 'validation.commission.twice' });
  });
export type CommissionPlanBody = z.output<typeof commissionPlanBodySchema>;
export type CommissionPlanBodyInput = z.input<typeof commissionPlanBodySchema>;

export const commissionPlanParamsSchema = z.object({ id: z.uuid('validation.invalid') });
export const commissionSalonQuerySchema = z.object({ salon_id: z.uuid('validation.salonRequired') });

export const commissionPlanWireSchema = z.object({
  employee_id: z.string(),
  default_percent: z.number(),
  group_overrides: z.array(z.object({ group_id: z.string(), percent: z.number() })),
  service_overrides: z.array(z.object({ service_id: z.string(), percent: z.number() })),
  tiers: z.array(z.object({ from: z.number(), percent: z.number() })),
  tier_mode: z.enum(COMMISSION_TIER_MODES),
  after_method_fee: z.boolean(),
  updated_at: z.string(),
});
export type CommissionPlanWire = z.infer<typeof commissionPlanWireSchema>;
/** `GET`: the plan, or null while the employee has none (no commission). */
export const commissionPlanResponseSchema = z.object({ data: commissionPlanWireSchema.nullable() });
export const commissionPlanSavedResponseSchema = z.object({ data: commissionPlanWireSchema });

/** `PUT /business/commission-settings`: each payment method's fee, a percentage (the card terminal's, say). */
export const commissionSettingsBodySchema = z.object({
  salon_id: z.uuid('validation.salonRequired'),
  method_fees: z.partialRecord(
    z.enum(APPOINTMENT_PAYMENT_METHODS, 'validation.invalid'),
    commissionPercentSchema,
  ),
});
export type CommissionSettingsBody = z.output<typeof commissionSettingsBodySchema>;
export type CommissionSettingsBodyInput = z.input<typeof commissionSettingsBodySchema>;

export const commissionSettingsWireSchema = z.object({
  method_fees: z.partialRecord(z.enum(APPOINTMENT_PAYMENT_METHODS), z.number()),
});
export type CommissionSettingsWire = z.infer<typeof commissionSettingsWireSchema>;
export const commissionSettingsResponseSchema = z.object({ data: commissionSettingsWireSchema });
