import type { VisitWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { visitKeys, visitPath } from './visit-keys';

/** POST public/visit/{token}/cancel: within the salon's policy, else 409 VISIT_CANCEL_CLOSED. */
export const cancelVisit = async (token: string): Promise<VisitWire> =>
  (await apiRequest<{ data: VisitWire }>(`${visitPath(token)}/cancel`, { method: 'POST', body: {} })).data;

export const useCancelVisit = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelVisit(token),
    onSuccess: (visit) => queryClient.setQueryData(visitKeys.detail(token), visit),
    // A refusal means the page's facts were stale (time passed, a limit reached): read them again.
    onError: () => queryClient.invalidateQueries({ queryKey: visitKeys.detail(token) }),
  });
};
