import type { AdminExchangeRateWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, type AdminPage } from './admin-keys';
import { adminRequest } from './admin-request';

/** GET admin/exchange-rates: the rates entered, newest date first. */
export const fetchExchangeRates = (page: number, limit: number, signal?: AbortSignal) =>
  adminRequest<AdminPage<AdminExchangeRateWire>>('/exchange-rates', { query: { page, limit }, signal });

/** `page` is zero-based, as MUI counts. */
export const useExchangeRates = (page: number, limit: number) =>
  useQuery({
    queryKey: adminKeys.exchangeRateList(page, limit),
    queryFn: ({ signal }) => fetchExchangeRates(page + 1, limit, signal),
    placeholderData: keepPreviousData,
  });
