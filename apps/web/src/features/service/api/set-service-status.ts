import type { ServiceWire, StatusBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { refreshAfterServiceChange } from './invalidate';
import { SERVICE_PATH } from './service-keys';

/** PATCH service/{id}/status. */
export const setServiceStatus = async ({ id, ...body }: StatusBody & { id: string }): Promise<ServiceWire> =>
  unwrapData(
    await apiRequest(`${SERVICE_PATH}/${encodeURIComponent(id)}/status`, {
      method: 'PATCH',
      body: { ...body },
    }),
  );

export const useSetServiceStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setServiceStatus,
    onSuccess: (saved) => refreshAfterServiceChange(queryClient, saved),
  });
};
