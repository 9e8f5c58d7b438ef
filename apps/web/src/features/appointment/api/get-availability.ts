import type { FreeDaysWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { APPOINTMENT_PATH, appointmentKeys } from './appointment-keys';

export interface AvailabilityParams {
  service_id: string;
  employee_id?: string;
  /** Local date (YYYY-MM-DD) in the salon's zone; from and to are the same day in the dialog. */
  date: string;
  service_count: number;
  exclude_appointment_id?: string;
  /** A visit's later services, `service_id:employee_id` comma-separated: only starts where all of them fit. */
  next_services?: string;
}

export interface FreeSlot {
  start: string;
  end: string;
  employee_ids: string[];
}

/** GET appointment/availability: the free start times of a service on one local date. */
export const fetchAvailability = async (params: AvailabilityParams, signal?: AbortSignal) => {
  const { date, ...rest } = params;
  const body = await apiRequest<{ data: { time_zone: string; slots: FreeSlot[] } }>(
    `${APPOINTMENT_PATH}/availability`,
    { query: { ...rest, from: date, to: date }, signal },
  );
  return body.data;
};

export const useAvailability = (params: AvailabilityParams | null) =>
  useQuery({
    queryKey: appointmentKeys.availability(params ?? {}),
    queryFn: ({ signal }) => fetchAvailability(params!, signal),
    enabled: Boolean(params),
    retry: false,
  });

/**
 * GET appointment/availability/days: the next local days from `from` on with a free start for the same visit
 * (docs/decisions.md "Next free days"); asked when the chosen day has none.
 */
export const fetchFreeDays = async (params: Omit<AvailabilityParams, 'date'> & { from: string }) =>
  unwrapData<FreeDaysWire>(
    await apiRequest(`${APPOINTMENT_PATH}/availability/days`, { query: { ...params } }),
  );

export const useFreeDays = (params: (Omit<AvailabilityParams, 'date'> & { from: string }) | null) =>
  useQuery({
    queryKey: [...appointmentKeys.availability(params ?? {}), 'days'],
    queryFn: () => fetchFreeDays(params!),
    enabled: Boolean(params),
    retry: false,
  });
