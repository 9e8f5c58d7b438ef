import type { WaitlistEntryWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WAITLIST_PATH, waitlistKeys, type WaitlistFilter } from './waitlist-keys';

/** GET waitlist?salon_id&status: the salon's entries, the waiting ones first in their order. */
export const fetchWaitlist = async (
  params: { salonId: string; status: WaitlistFilter },
  signal?: AbortSignal,
): Promise<WaitlistEntryWire[]> =>
  (
    await apiRequest<{ data: WaitlistEntryWire[] }>(WAITLIST_PATH, {
      query: { salon_id: params.salonId, status: params.status },
      signal,
    })
  ).data;

export const useWaitlist = (salonId: string, status: WaitlistFilter) =>
  useQuery({
    queryKey: waitlistKeys.list(salonId, status),
    queryFn: ({ signal }) => fetchWaitlist({ salonId, status }, signal),
    placeholderData: keepPreviousData,
  });
