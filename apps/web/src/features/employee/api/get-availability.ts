import type { AvailabilityDayWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { employeeKeys, employeePath } from './employee-keys';

export interface MonthAvailability {
  month: string;
  days: AvailabilityDayWire[];
}

/** GET employee/{id}/availability?month=YYYY-MM: each date, whether it is a working day and not off. */
export const fetchAvailability = async (
  id: string,
  month: string,
  signal?: AbortSignal,
): Promise<MonthAvailability> =>
  unwrapData(await apiRequest(employeePath(id, '/availability'), { query: { month }, signal }));

export const useAvailability = (id: string, month: string) =>
  useQuery({
    queryKey: employeeKeys.availability(id, month),
    queryFn: ({ signal }) => fetchAvailability(id, month, signal),
    retry: 1,
  });
