import type { DepositReportBody, VisitWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { visitKeys, visitPath } from './visit-keys';

/** POST public/visit/{token}/deposit: the client reports how they paid the deposit; answers the visit again. */
export const reportDeposit = async ({
  token,
  ...body
}: DepositReportBody & { token: string }): Promise<VisitWire> =>
  (
    await apiRequest<{ data: VisitWire }>(`${visitPath(token)}/deposit`, {
      method: 'POST',
      body: { ...body },
    })
  ).data;

export const useReportDeposit = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositReportBody) => reportDeposit({ token, ...body }),
    onSuccess: (visit) => queryClient.setQueryData(visitKeys.detail(token), visit),
    // A refusal (already reported, no longer due) means the page is stale: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: visitKeys.detail(token) }),
  });
};
