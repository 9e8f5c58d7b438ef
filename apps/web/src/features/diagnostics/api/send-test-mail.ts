import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DIAGNOSTICS_PATH, diagnosticsKeys } from './get-diagnostics';

export interface TestMailResult {
  to: string;
  ok: boolean;
  error: string | null;
}

/** POST diagnostics/test-mail: a mail to the owner now; the page's "last mail" line is read again after. */
export const useSendTestMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<{ data: TestMailResult }>(`${DIAGNOSTICS_PATH}/test-mail`, { method: 'POST' })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: diagnosticsKeys.all }),
  });
};
