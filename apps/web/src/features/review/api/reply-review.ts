import type { ReviewReplyBody, ReviewWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewKeys, reviewPath } from './review-keys';

/** POST review/{id}/reply: the salon's public reply, given once (edited with PUT). */
export const replyToReview = async ({
  id,
  ...body
}: ReviewReplyBody & { id: string }): Promise<ReviewWire> => {
  const answer = await apiRequest<{ data: ReviewWire }>(`${reviewPath(id)}/reply`, {
    method: 'POST',
    body: { ...body },
  });
  return answer.data;
};

export const useReplyToReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
};

/** PUT review/{id}/reply: replaces the salon's reply (the same text answers 400 NO_CHANGES). */
export const editReviewReply = async ({
  id,
  ...body
}: ReviewReplyBody & { id: string }): Promise<ReviewWire> => {
  const answer = await apiRequest<{ data: ReviewWire }>(`${reviewPath(id)}/reply`, {
    method: 'PUT',
    body: { ...body },
  });
  return answer.data;
};

export const useEditReviewReply = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editReviewReply,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.lists() }),
  });
};
