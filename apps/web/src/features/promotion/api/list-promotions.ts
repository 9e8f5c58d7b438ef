import { PROMOTION_LIST_STATUSES, type PromotionWire } from '@salon/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROMOTION_PATH, promotionKeys } from './promotion-keys';

export const PROMOTION_FILTERS = PROMOTION_LIST_STATUSES;
export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

export interface PromotionListParams {
  salon_id: string;
  status: PromotionFilter;
  /** Part of the title; empty for every promotion. */
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
}

export interface PromotionPage {
  data: PromotionWire[];
  meta: { total: number; page: number; limit: number };
}

/** GET promotion: one page of the salon's promotions, newest start first. */
export const fetchPromotions = async (
  params: PromotionListParams,
  signal?: AbortSignal,
): Promise<PromotionPage> =>
  apiRequest<PromotionPage>(PROMOTION_PATH, { query: { ...params, q: params.q || undefined }, signal });

export const promotionsQuery = (params: PromotionListParams) =>
  queryOptions({
    queryKey: promotionKeys.list(params),
    queryFn: ({ signal }) => fetchPromotions(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePromotions = (params: PromotionListParams) => useQuery(promotionsQuery(params));
