import type { ReviewVisibilityBody, ReviewWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys, reviewPath } from './review-keys';

/** PATCH review/{id}/visibility: hide with a reason, or show again. */
export const setReviewVisibility = async ({
  id,
  ...body
}: ReviewVisibilityBody & { id: string }): Promise<ReviewWire> => {
  const answer = await apiRequest<{ data: ReviewWire }>(`${reviewPath(id)}/visibility`, {
    method: 'PATCH',
    body: { ...body },
  });
  return answer.data;
};

export const useSetReviewVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewVisibility,
    // The summary counts visible reviews only, so every page and filter is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
};
