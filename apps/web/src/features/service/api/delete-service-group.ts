import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterGroupChange } from './invalidate';
import { GROUP_PATH } from './service-keys';

/** DELETE service-group/{id}: refused (409) while the group has an active service. */
export const deleteServiceGroup = async (id: string): Promise<void> => {
  await apiRequest(`${GROUP_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
};

export const useDeleteServiceGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServiceGroup,
    onSuccess: () => refreshAfterGroupChange(queryClient),
  });
};
