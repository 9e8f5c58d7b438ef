import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPOINTMENT_PAYMENT_METHODS,
  CASH_METHODS,
  commissionPlanBodySchema,
  commissionSettingsBodySchema,
  type AppointmentPaymentMethod,
  type CommissionPlanBody,
  type CommissionPlanWire,
  type CommissionSettingsBody,
  type CommissionSettingsWire,
  type CommissionTierMode,
} from '@salon/core';
import type { Resolver } from 'react-hook-form';

/** What a number field holds: a number, '' while empty (the schema refuses it), NaN for text that is not one. */
type Num = number | '';

export interface PlanFormValues {
  salon_id: string;
  default_percent: Num;
  group_overrides: { group_id: string; percent: Num }[];
  service_overrides: { service_id: string; percent: Num }[];
  tiers: { from: Num; percent: Num }[];
  tier_mode: CommissionTierMode;
  after_method_fee: boolean;
}

export const planFormValues = (salonId: string, plan: CommissionPlanWire | null): PlanFormValues => ({
  salon_id: salonId,
  default_percent: plan?.default_percent ?? '',
  group_overrides: plan?.group_overrides ?? [],
  service_overrides: plan?.service_overrides ?? [],
  tiers: plan?.tiers ?? [],
  tier_mode: plan?.tier_mode ?? 'progressive',
  after_method_fee: plan?.after_method_fee ?? false,
});

export const planResolver = zodResolver(commissionPlanBodySchema) as unknown as Resolver<
  PlanFormValues,
  unknown,
  CommissionPlanBody
>;

/** Every field a server error may name: the lists and each of their rows' fields. */
export const planFieldNames = (values: PlanFormValues) =>
  [
    'default_percent',
    'group_overrides',
    'service_overrides',
    'tiers',
    'tier_mode',
    'after_method_fee',
    ...values.group_overrides.flatMap((_, i) => [
      `group_overrides.${i}.group_id`,
      `group_overrides.${i}.percent`,
    ]),
    ...values.service_overrides.flatMap((_, i) => [
      `service_overrides.${i}.service_id`,
      `service_overrides.${i}.percent`,
    ]),
    ...values.tiers.flatMap((_, i) => [`tiers.${i}.from`, `tiers.${i}.percent`]),
  ] as const;

// Cash (dollars or bolívares) costs the salon no fee: only the methods a bank, terminal or app charges for.
export const FEE_METHODS: readonly AppointmentPaymentMethod[] = APPOINTMENT_PAYMENT_METHODS.filter(
  (method) => !(CASH_METHODS as readonly string[]).includes(method),
);

export interface SettingsFormValues {
  salon_id: string;
  method_fees: Partial<Record<AppointmentPaymentMethod, Num>>;
}

export const settingsFormValues = (
  salonId: string,
  settings: CommissionSettingsWire,
): SettingsFormValues => ({
  salon_id: salonId,
  method_fees: Object.fromEntries(FEE_METHODS.map((method) => [method, settings.method_fees[method] ?? ''])),
});

const settingsSchemaResolver = zodResolver(commissionSettingsBodySchema);

/** An empty fee is no fee: left out of the body rather than refused. */
export const settingsResolver: Resolver<SettingsFormValues, unknown, CommissionSettingsBody> = (
  values,
  context,
  options,
) => {
  const method_fees = Object.fromEntries(
    Object.entries(values.method_fees).filter(([, fee]) => fee !== '' && fee !== undefined),
  );
  return (settingsSchemaResolver as unknown as Resolver<SettingsFormValues, unknown, CommissionSettingsBody>)(
    { ...values, method_fees },
    context,
    options,
  );
};
