import type { BillingChoice } from '@salon/core';
import { BILLING_PATH } from '@/lib/session/session-api';

/** Query keys of the billing feature. */
export const billingKeys = {
  all: ['billing'] as const,
  prices: () => [...billingKeys.all, 'prices'] as const,
  quote: (choice: BillingChoice) => [...billingKeys.all, 'quote', choice.plan, choice.period] as const,
  active: () => [...billingKeys.all, 'active'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
};

export { BILLING_PATH };
