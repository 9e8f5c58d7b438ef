import type { ReviewListResponse } from '@salon/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REVIEW_PATH, reviewKeys } from './review-keys';

export interface ReviewListParams {
  salon_id: string;
  /** 1 to 5, or undefined for every number of stars. */
  stars?: number;
  employee_id?: string;
  service_id?: string;
  /** 1-based, as the API counts. */
  page: number;
  limit: number;
}

/** GET review: one page of the salon's reviews, newest first, with the summary (average, count, by stars). */
export const fetchReviews = async (
  params: ReviewListParams,
  signal?: AbortSignal,
): Promise<ReviewListResponse> =>
  apiRequest<ReviewListResponse>(REVIEW_PATH, { query: { ...params }, signal });

export const reviewsQuery = (params: ReviewListParams) =>
  queryOptions({
    queryKey: reviewKeys.list(params),
    queryFn: ({ signal }) => fetchReviews(params, signal),
    placeholderData: keepPreviousData,
  });

export const useReviews = (params: ReviewListParams) => useQuery(reviewsQuery(params));
