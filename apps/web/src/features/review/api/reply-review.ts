import type { ReviewWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys, reviewPath } from './review-keys';

/** POST review/{id}/reply: the salon's public reply, given once. */
export const replyToReview = async (input: { id: string; reply: string }): Promise<ReviewWire> => {
  const body = await apiRequest<{ data: ReviewWire }>(`${reviewPath(input.id)}/reply`, {
    method: 'POST',
    body: { reply: input.reply },
  });
  return body.data;
};

export const useReplyToReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
};
