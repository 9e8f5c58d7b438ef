import {
  MANUAL_PAYMENT_METHODS,
  PAYEE_FIELDS,
  PLANS,
  QUOTE_LINE_KINDS,
  SUBSCRIPTION_PAYMENT_METHODS,
  SUBSCRIPTION_STATES,
} from '@salon/core';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';

const COUNTED_LINES = new Set<string>(['plan', 'employee_access']);

/** The billing keys built at run time, which the locales test cannot find in the code. */
const DYNAMIC = [
  ...SUBSCRIPTION_STATES.map((state) => `billing.states.${state}`),
  ...PLANS.map((plan) => `billing.plans.${plan}`),
  ...SUBSCRIPTION_PAYMENT_METHODS.map((method) => `billing.methods.${method}`),
  // A line with a quantity has its plural forms, which `t(key, { count })` picks from.
  ...QUOTE_LINE_KINDS.flatMap((kind) =>
    COUNTED_LINES.has(kind)
      ? [`billing.lines.${kind}_one`, `billing.lines.${kind}_other`]
      : [`billing.lines.${kind}`],
  ),
  ...['monthly', 'yearly'].map((period) => `billing.periods.${period}`),
  ...['salons', 'galleryImagesPerSalon', 'employeesPerSalon'].flatMap((limit) => [
    `billing.limits.${limit}`,
    `billing.limitNames.${limit}`,
  ]),
  ...['new_period', 'upgrade', 'renewal', 'downgrade'].map((change) => `billing.pay.changes.${change}`),
  ...['trialEnds', 'nextCharge', 'endsOn', 'graceEnds', 'expiredOn'].map((key) => `billing.tab.dates.${key}`),
  ...['number', 'date', 'plan', 'period', 'total', 'method', 'file'].map(
    (column) => `billing.invoices.columns.${column}`,
  ),
  ...['promotions', 'cancellationPolicy', 'additionalUser'].map((key) => `billing.packages.features.${key}`),
  ...['amount', 'amount_ves', 'bank', 'payer', 'payer_phone', 'payer_id', 'reference', 'paid_on'].map(
    (field) => `billing.payment.fields.${field}`,
  ),
  ...MANUAL_PAYMENT_METHODS.flatMap((method) =>
    PAYEE_FIELDS[method].map((field) => `billing.payee.fields.${field}`),
  ),
];

describe('billing texts', () => {
  it('has every key built at run time in both languages', () => {
    expect(i18n.exists('billing.tab.dates.missing', { lng: 'en-ve', fallbackLng: [] })).toBe(false);
    for (const lng of ['es-ve', 'en-ve'])
      expect(DYNAMIC.filter((key) => !i18n.exists(key, { lng, fallbackLng: [] }))).toEqual([]);
  });
});
