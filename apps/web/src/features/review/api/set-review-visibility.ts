import type { ReviewWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys, reviewPath } from './review-keys';

/** PATCH review/{id}/visibility: hide with a reason, or show again. */
export const setReviewVisibility = async (input: {
  id: string;
  hidden: boolean;
  reason: string | null;
}): Promise<ReviewWire> => {
  const body = await apiRequest<{ data: ReviewWire }>(`${reviewPath(input.id)}/visibility`, {
    method: 'PATCH',
    body: { hidden: input.hidden, reason: input.reason },
  });
  return body.data;
};

export const useSetReviewVisibility = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReviewVisibility,
    // The summary counts visible reviews only, so every page and filter is refreshed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
};
