import type { AdminSalonWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export type SalonDecision = 'approve' | 'reject';

/** POST admin/salons/:id/approve or /reject: sets the verification and mails the owner (409 when unchanged). */
export const decideAdminSalon = async ({
  id,
  decision,
}: {
  id: string;
  decision: SalonDecision;
}): Promise<AdminSalonWire> =>
  unwrapData(
    await adminRequest(`/salons/${encodeURIComponent(id)}/${decision}`, { method: 'POST', body: {} }),
  );

export const useDecideAdminSalon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAdminSalon,
    onSettled: () =>
      Promise.all(
        [adminKeys.salons(), adminKeys.audit()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
