import type { ServiceGroupWire, UpdateServiceGroupBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { refreshAfterGroupChange } from './invalidate';
import { GROUP_PATH } from './service-keys';

/** PUT service-group/{id}: a new name. */
export const renameServiceGroup = async ({
  id,
  ...body
}: UpdateServiceGroupBody & { id: string }): Promise<ServiceGroupWire> =>
  unwrapData(
    await apiRequest(`${GROUP_PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...body } }),
  );

export const useRenameServiceGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameServiceGroup,
    onSuccess: () => refreshAfterGroupChange(queryClient),
  });
};
