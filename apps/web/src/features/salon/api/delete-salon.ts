import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { BUSINESS, salonKeys } from './salon-keys';

/** POST salon/{id}/delete. */
export const deleteSalon = async (id: string): Promise<void> => {
  await apiRequest(`${BUSINESS}/salon/${encodeURIComponent(id)}/delete`, {
    method: 'POST',
    encoding: 'form',
    body: {},
  });
};

export const useDeleteSalon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSalon,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: salonKeys.one(id) });
      return queryClient.invalidateQueries({ queryKey: salonKeys.lists() });
    },
  });
};
