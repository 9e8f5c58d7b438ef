import type { SalonWire, WorkDay } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { appointmentKeys, BUSINESS } from './appointment-keys';

/** GET salon/one/{id}: the salon's opening hours (Monday first), which the calendar shades outside of. */
export const fetchSalonHours = async (salonId: string, signal?: AbortSignal): Promise<WorkDay[] | null> => {
  const salon = unwrapData<SalonWire>(
    await apiRequest(`${BUSINESS}/salon/one/${encodeURIComponent(salonId)}`, { signal }),
  );
  return salon.schedule?.days ?? null;
};

export const useSalonHours = (salonId: string) =>
  useQuery({
    queryKey: [...appointmentKeys.all, 'salon-hours', salonId],
    queryFn: ({ signal }) => fetchSalonHours(salonId, signal),
    retry: 1,
    staleTime: 5 * 60_000,
  });
