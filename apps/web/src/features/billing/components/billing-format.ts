import { BILLING_RULES, formatPercent, type Plan, type QuoteLineWire } from '@salon/core';
import type { TFunction } from 'i18next';
import { toErrorEnvelope } from '@/lib/api-client';
import { errorText } from '@/lib/api-errors';

/** Invoice numbers are shown zero-padded to six digits (000042), as on the PDF. */
export const invoiceNumber = (number: number): string => String(number).padStart(6, '0');

/** The description of a quote or invoice line, with the texts the invoice PDF uses (`billing.lines.*`). */
export const lineText = (t: TFunction, line: QuoteLineWire, plan: Plan, lang: string): string => {
  const planName = t(`billing.plans.${plan}`);
  switch (line.kind) {
    case 'plan':
      return t('billing.lines.plan', { plan: planName, count: line.quantity });
    case 'employee_access':
      return t('billing.lines.employee_access', { count: line.quantity });
    case 'yearly_discount':
      return t('billing.lines.yearly_discount', {
        percent: formatPercent(BILLING_RULES.yearlyDiscountPercent, lang),
      });
    default:
      return t('billing.lines.proration', { plan: planName });
  }
};

/** An error's text; a refusal over the plan's limits names each limit (its `details`). */
export const billingErrorText = (t: TFunction, error: unknown): string => {
  const envelope = toErrorEnvelope(error);
  if (envelope.code !== 'PLAN_LIMIT_EXCEEDED') return errorText(t, error);
  const limits = (envelope.details ?? []).map((detail) => t(`billing.limitNames.${detail.field}`)).join(', ');
  return t('errors.PLAN_LIMIT_EXCEEDED', { limits });
};
