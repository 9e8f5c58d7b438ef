import type { SalonWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BUSINESS, employeeKeys } from './employee-keys';

export type SalonHoursDays = NonNullable<SalonWire['schedule']>['days'];

/** GET salon/one/{id}: the salon's opening hours, which bound its employees' (null: no bound). */
export const fetchSalonHours = async (
  salonId: string,
  signal?: AbortSignal,
): Promise<SalonHoursDays | null> => {
  const salon = unwrapData<SalonWire>(
    await apiRequest(`${BUSINESS}/salon/one/${encodeURIComponent(salonId)}`, { signal }),
  );
  return salon.schedule?.days ?? null;
};

export const useSalonHours = (salonId: string) =>
  useQuery({
    queryKey: employeeKeys.salonHours(salonId),
    queryFn: ({ signal }) => fetchSalonHours(salonId, signal),
    retry: 1,
  });
