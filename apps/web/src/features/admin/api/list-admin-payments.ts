import type { AdminPaymentWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, type AdminPage, type PaymentFilter } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET admin/payments: pending first (oldest first), then decided ones (newest first). */
export const fetchAdminPayments = (
  status: PaymentFilter,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<AdminPage<AdminPaymentWire>> =>
  adminRequest('/payments', { query: { status, page, limit }, signal });

/** `page` is zero-based, as MUI counts. */
export const useAdminPayments = (status: PaymentFilter, page: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.paymentList(status, page, limit),
    queryFn: ({ signal }) => fetchAdminPayments(status, page + 1, limit, signal),
    placeholderData: keepPreviousData,
  });
