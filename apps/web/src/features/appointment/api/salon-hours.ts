import type { ClosureList, SalonWire, WorkDay } from '@salon/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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

/** GET salon-closure for a year: the salon's closures (days it does not open, holidays it accepted included). */
const fetchClosures = async (salonId: string, year: number, signal?: AbortSignal): Promise<ClosureList> =>
  unwrapData(
    await apiRequest(`${BUSINESS}/salon-closure?salon_id=${encodeURIComponent(salonId)}&year=${year}`, {
      signal,
    }),
  );

/** Every `YYYY-MM-DD` from `from` to `to`, both included (ISO dates, counted in UTC: no clock changes). */
const datesFromTo = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000)
    dates.push(new Date(day).toISOString().slice(0, 10));
  return dates;
};

/** The salon's closed days (`YYYY-MM-DD`) of the years the calendar shows, which it shades like closed hours. */
export const useClosedDays = (salonId: string, years: readonly number[]): ReadonlySet<string> => {
  const results = useQueries({
    queries: years.map((year) => ({
      queryKey: [...appointmentKeys.all, 'salon-closures', salonId, year],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchClosures(salonId, year, signal),
      retry: 1,
      staleTime: 5 * 60_000,
    })),
  });
  const closures = results.flatMap((result) => result.data?.closures ?? []);
  const key = closures.map((closure) => closure._id).join();
  return useMemo(
    () => new Set(closures.flatMap((closure) => datesFromTo(closure.start_date, closure.end_date))),
    // The closures' ids say when the set changes; the arrays themselves are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
};
