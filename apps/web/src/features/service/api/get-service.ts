import type { ServiceWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { SERVICE_PATH, serviceKeys } from './service-keys';

/** GET service/{id}. */
export const fetchService = async (id: string): Promise<ServiceWire> =>
  unwrapData(await apiRequest(`${SERVICE_PATH}/${encodeURIComponent(id)}`));

export const useService = (id: string | undefined) =>
  useQuery({ queryKey: serviceKeys.one(id ?? ''), queryFn: () => fetchService(id!), enabled: Boolean(id) });
