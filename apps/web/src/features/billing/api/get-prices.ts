import type { BillingPricesWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BILLING_PATH, billingKeys } from './billing-keys';

/** GET billing/prices: the plans with their prices and features, the employee access price, the methods. */
export const fetchPrices = async (signal?: AbortSignal): Promise<BillingPricesWire> =>
  unwrapData(await apiRequest(`${BILLING_PATH}/prices`, { signal }));

export const usePrices = () =>
  useQuery({ queryKey: billingKeys.prices(), queryFn: ({ signal }) => fetchPrices(signal) });
