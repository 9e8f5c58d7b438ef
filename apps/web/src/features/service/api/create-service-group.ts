import type { CreateServiceGroupBody, ServiceGroupWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { refreshAfterGroupChange } from './invalidate';
import { GROUP_PATH } from './service-keys';

/** POST service-group. */
export const createServiceGroup = async (input: {
  salonId: string;
  name: string;
}): Promise<ServiceGroupWire> => {
  const body: CreateServiceGroupBody = { salon_id: input.salonId, name: input.name };
  return unwrapData(await apiRequest(GROUP_PATH, { method: 'POST', body }));
};

export const useCreateServiceGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServiceGroup,
    onSuccess: () => refreshAfterGroupChange(queryClient),
  });
};
