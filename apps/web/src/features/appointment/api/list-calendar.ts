import type { AppointmentStatus, AppointmentWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { APPOINTMENT_PATH, appointmentKeys } from './appointment-keys';

export interface CalendarParams {
  salon_id: string;
  /** ISO instants of the visible range (at most six weeks). */
  from: string;
  to: string;
  employee_id?: string;
  service_id?: string;
  status: AppointmentStatus[];
}

/** GET appointment: every appointment in the calendar's visible range, with its filters. */
export const fetchCalendar = async (params: CalendarParams, signal?: AbortSignal) => {
  const { status, ...rest } = params;
  const query: Record<string, string> = { ...rest } as Record<string, string>;
  if (status.length) query.status = status.join(',');
  const body = await apiRequest<{ data: AppointmentWire[] }>(APPOINTMENT_PATH, { query, signal });
  return body.data;
};

export const useCalendarAppointments = (params: CalendarParams) =>
  useQuery({
    queryKey: appointmentKeys.calendar(params),
    queryFn: ({ signal }) => fetchCalendar(params, signal),
    placeholderData: keepPreviousData,
  });
