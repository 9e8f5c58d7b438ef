import type { CreatePromotionBody, PromotionFields, PromotionWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { promotionBody, refreshAfterPromotionChange } from './promotion-body';
import { PROMOTION_PATH } from './promotion-keys';

/** POST promotion. */
export const createPromotion = async (input: {
  salonId: string;
  fields: PromotionFields;
}): Promise<PromotionWire> => {
  const body: CreatePromotionBody = { salon_id: input.salonId, ...promotionBody(input.fields) };
  return unwrapData(await apiRequest(PROMOTION_PATH, { method: 'POST', body }));
};

export const useCreatePromotion = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromotion,
    onSuccess: (saved) => refreshAfterPromotionChange(queryClient, saved),
  });
};
