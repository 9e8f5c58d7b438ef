import type { VisitRescheduleBody, VisitWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { visitKeys, visitPath } from './visit-keys';

/** POST public/visit/{token}/reschedule: moves the visit to a free start; answers the updated visit. */
export const rescheduleVisit = async ({
  token,
  ...body
}: VisitRescheduleBody & { token: string }): Promise<VisitWire> =>
  (
    await apiRequest<{ data: VisitWire }>(`${visitPath(token)}/reschedule`, {
      method: 'POST',
      body: { ...body },
    })
  ).data;

export const useRescheduleVisit = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: string) => rescheduleVisit({ token, start }),
    onSuccess: (visit) => queryClient.setQueryData(visitKeys.detail(token), visit),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...visitKeys.detail(token), 'availability'] }),
  });
};
