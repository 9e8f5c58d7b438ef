import type { BookingAvailabilityWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { visitKeys, visitPath } from './visit-keys';

/** GET public/visit/{token}/availability: free times to move this visit to (same service and person rules). */
export const fetchVisitAvailability = async (
  token: string,
  range: { from: string; to: string },
): Promise<BookingAvailabilityWire> =>
  (
    await apiRequest<{ data: BookingAvailabilityWire }>(`${visitPath(token)}/availability`, {
      query: { from: range.from, to: range.to },
    })
  ).data;

export const useVisitAvailability = (token: string, range: { from: string; to: string } | null) =>
  useQuery({
    queryKey: visitKeys.availability(token, range?.from ?? '', range?.to ?? ''),
    queryFn: () => fetchVisitAvailability(token, range!),
    enabled: range !== null,
    // Free times change as others book: a few seconds old at most when the picker opens again.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });
