import type { CreateServiceBody, ServiceFields, ServiceWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { refreshAfterServiceChange } from './invalidate';
import { SERVICE_PATH } from './service-keys';

/** POST service. */
export const createService = async (input: {
  salonId: string;
  fields: ServiceFields;
}): Promise<ServiceWire> => {
  const body: CreateServiceBody = { salon_id: input.salonId, ...input.fields };
  return unwrapData(await apiRequest(SERVICE_PATH, { method: 'POST', body }));
};

export const useCreateService = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: (saved) => refreshAfterServiceChange(queryClient, saved),
  });
};
