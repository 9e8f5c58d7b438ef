import type { BillingChoice, BillingQuoteWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BILLING_PATH, billingKeys } from './billing-keys';

/** GET billing/quote: what choosing a plan and period means now, line by line, and the limits it breaks. */
export const fetchQuote = async (choice: BillingChoice, signal?: AbortSignal): Promise<BillingQuoteWire> =>
  unwrapData(await apiRequest(`${BILLING_PATH}/quote`, { query: { ...choice }, signal }));

/** The quote of a choice; always asked afresh (proration moves with the clock). */
export const useQuote = (choice: BillingChoice | null) =>
  useQuery({
    queryKey: billingKeys.quote(choice ?? { plan: 'basic_plan', period: 'monthly' }),
    queryFn: ({ signal }) => fetchQuote(choice!, signal),
    enabled: choice !== null,
    staleTime: 0,
    retry: false,
  });
