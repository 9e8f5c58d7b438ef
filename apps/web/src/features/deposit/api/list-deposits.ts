import type { DepositListItemWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DEPOSITS_PATH, depositKeys, type DepositFilter } from './deposit-keys';

/** GET deposits?salon_id&status: the salon's deposits to see to, or all of the last 90 days. */
export const fetchDeposits = async (
  params: { salonId: string; status: DepositFilter },
  signal?: AbortSignal,
): Promise<DepositListItemWire[]> =>
  (
    await apiRequest<{ data: DepositListItemWire[] }>(DEPOSITS_PATH, {
      query: { salon_id: params.salonId, status: params.status },
      signal,
    })
  ).data;

export const useDeposits = (salonId: string, status: DepositFilter) =>
  useQuery({
    queryKey: depositKeys.list(salonId, status),
    queryFn: ({ signal }) => fetchDeposits({ salonId, status }, signal),
    placeholderData: keepPreviousData,
  });
