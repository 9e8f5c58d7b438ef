import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterPromotionChange } from './promotion-body';
import { promotionKeys, promotionPath } from './promotion-keys';

/** DELETE promotion/{id}: appointments booked at its price keep that price. */
export const deletePromotion = async (id: string): Promise<void> => {
  await apiRequest(promotionPath(id), { method: 'DELETE' });
};

export const useDeletePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePromotion,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: promotionKeys.one(id) });
      return refreshAfterPromotionChange(queryClient);
    },
  });
};
