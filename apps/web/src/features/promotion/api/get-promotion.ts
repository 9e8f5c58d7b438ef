import type { PromotionWire } from '@salon/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { promotionKeys, promotionPath } from './promotion-keys';

/** GET promotion/{id}. */
export const fetchPromotion = async (id: string, signal?: AbortSignal): Promise<PromotionWire> =>
  unwrapData(await apiRequest(promotionPath(id), { signal }));

export const usePromotion = (id: string | undefined) =>
  useQuery({
    queryKey: promotionKeys.one(id ?? ''),
    queryFn: ({ signal }) => fetchPromotion(id!, signal),
    enabled: Boolean(id),
  });
