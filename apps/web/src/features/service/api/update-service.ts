import type { ServiceWire, UpdateServiceBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { refreshAfterServiceChange } from './invalidate';
import { SERVICE_PATH } from './service-keys';

/** PUT service/{id}: every field is replaced (the form always sends them all). */
export const updateService = async (input: { id: string; fields: UpdateServiceBody }): Promise<ServiceWire> =>
  unwrapData(
    await apiRequest(`${SERVICE_PATH}/${encodeURIComponent(input.id)}`, {
      method: 'PUT',
      body: { ...input.fields },
    }),
  );

export const useUpdateService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateService,
    onSuccess: (saved) => refreshAfterServiceChange(queryClient, saved),
  });
};
