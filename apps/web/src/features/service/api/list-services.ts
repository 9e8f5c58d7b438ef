import type { ServiceWire } from '@salon/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SERVICE_PATH, serviceKeys } from './service-keys';

export const SERVICE_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
export type ServiceStatusFilter = (typeof SERVICE_STATUS_FILTERS)[number];

export interface ServiceListParams {
  salon_id: string;
  q: string;
  /** A group id, or empty for every group. */
  group: string;
  status: ServiceStatusFilter;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
}

export interface ServicePage {
  data: ServiceWire[];
  meta: { total: number; page: number; limit: number };
}

/** GET service: one page of the salon's services, by name. */
export const fetchServices = async (params: ServiceListParams, signal?: AbortSignal): Promise<ServicePage> =>
  apiRequest<ServicePage>(SERVICE_PATH, {
    query: { ...params, q: params.q || undefined, group: params.group || undefined },
    signal,
  });

export const servicesQuery = (params: ServiceListParams) =>
  queryOptions({
    queryKey: serviceKeys.list(params),
    queryFn: ({ signal }) => fetchServices(params, signal),
    placeholderData: keepPreviousData,
  });

export const useServices = (params: ServiceListParams, enabled = true) =>
  useQuery({ ...servicesQuery(params), enabled });
