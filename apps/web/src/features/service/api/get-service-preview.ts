import type { ServicePreviewWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { SERVICE_PATH, serviceKeys } from './service-keys';

/** GET service/{id}/test: the service as a client sees it, with the next free times. */
export const fetchServicePreview = async (id: string): Promise<ServicePreviewWire> =>
  unwrapData(await apiRequest(`${SERVICE_PATH}/${encodeURIComponent(id)}/test`));

export const useServicePreview = (id: string | undefined) =>
  useQuery({
    queryKey: serviceKeys.preview(id ?? ''),
    queryFn: () => fetchServicePreview(id!),
    enabled: Boolean(id),
  });
