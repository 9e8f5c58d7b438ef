import type { AppointmentWire } from '@salon/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { PageCursors } from '@/lib/use-paging';
import { APPOINTMENT_PATH, appointmentKeys } from './appointment-keys';

export const APPOINTMENT_TABS = ['future', 'past'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

export interface AppointmentListParams {
  salon_id: string;
  tab: AppointmentTab;
  q: string;
  page: number;
  limit: number;
  /** From the page on screen: "next page" / "previous page" read on from its last / first row. */
  cursor?: string;
}

export interface AppointmentPage {
  data: AppointmentWire[];
  /** `capped`: a search matched more than `total`, where the server stopped counting. */
  meta: { total: number; page: number; limit: number; capped?: true };
  cursors?: PageCursors;
}

/** GET appointment/list: Future or Past, searched by client, employee and service names. */
export const fetchAppointmentList = (params: AppointmentListParams, signal?: AbortSignal) =>
  apiRequest<AppointmentPage>(`${APPOINTMENT_PATH}/list`, { query: { ...params }, signal });

export const useAppointmentList = (params: AppointmentListParams) =>
  useQuery({
    queryKey: appointmentKeys.list(params),
    queryFn: ({ signal }) => fetchAppointmentList(params, signal),
    placeholderData: keepPreviousData,
  });
