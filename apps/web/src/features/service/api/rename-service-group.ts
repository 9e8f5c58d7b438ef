import type { ServiceGroupWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { refreshAfterGroupChange } from './invalidate';
import { GROUP_PATH } from './service-keys';

/** PUT service-group/{id}: a new name. */
export const renameServiceGroup = async (input: { id: string; name: string }): Promise<ServiceGroupWire> =>
  unwrapData(
    await apiRequest(`${GROUP_PATH}/${encodeURIComponent(input.id)}`, {
      method: 'PUT',
      body: { name: input.name },
    }),
  );

export const useRenameServiceGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameServiceGroup,
    onSuccess: () => refreshAfterGroupChange(queryClient),
  });
};
