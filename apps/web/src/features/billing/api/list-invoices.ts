import type { InvoiceWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BILLING_PATH, billingKeys } from './billing-keys';

/** GET billing/invoices: the company's invoices, latest first. */
export const fetchInvoices = async (signal?: AbortSignal): Promise<InvoiceWire[]> =>
  unwrapData(await apiRequest(`${BILLING_PATH}/invoices`, { signal }));

export const useInvoices = () =>
  useQuery({ queryKey: billingKeys.invoices(), queryFn: ({ signal }) => fetchInvoices(signal) });
