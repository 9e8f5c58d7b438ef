import type { DiagnosticsWire } from '@salon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

const diagnosticsKey = () => [...adminKeys.all, 'diagnostics'] as const;

/** GET admin/diagnostics: the platform's health (every company's jobs and files). */
export const useAdminDiagnostics = () =>
  useQuery({
    queryKey: diagnosticsKey(),
    queryFn: async ({ signal }): Promise<DiagnosticsWire> =>
      unwrapData(await adminRequest('/diagnostics', { signal })),
  });

/** POST admin/diagnostics/test-mail: a mail to the administrator now. */
export const useAdminTestMail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<{ to: string; ok: boolean; error: string | null }> =>
      unwrapData(await adminRequest('/diagnostics/test-mail', { method: 'POST' })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: diagnosticsKey() }),
  });
};
