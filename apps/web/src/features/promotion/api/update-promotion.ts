import type { PromotionFields, PromotionWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { promotionBody, refreshAfterPromotionChange } from './promotion-body';
import { promotionPath } from './promotion-keys';

/** PUT promotion/{id}: every field is replaced (the form always sends them all). */
export const updatePromotion = async (input: {
  id: string;
  fields: PromotionFields;
}): Promise<PromotionWire> =>
  unwrapData(
    await apiRequest(promotionPath(input.id), { method: 'PUT', body: { ...promotionBody(input.fields) } }),
  );

export const useUpdatePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePromotion,
    onSuccess: (saved) => refreshAfterPromotionChange(queryClient, saved),
  });
};
