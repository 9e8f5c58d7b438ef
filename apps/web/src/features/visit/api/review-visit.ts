import type { ReviewBody, VisitWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { visitKeys, visitPath } from './visit-keys';

/** POST public/visit/{token}/review: 1–5 stars, a comment, anonymous; once per done visit. */
export const reviewVisit = async (input: { token: string; review: ReviewBody }): Promise<VisitWire> =>
  (
    await apiRequest<{ data: VisitWire }>(`${visitPath(input.token)}/review`, {
      method: 'POST',
      body: { ...input.review },
    })
  ).data;

export const useReviewVisit = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewBody) => reviewVisit({ token, review }),
    onSuccess: (visit) => queryClient.setQueryData(visitKeys.detail(token), visit),
  });
};
