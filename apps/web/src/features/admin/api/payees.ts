import type { PlatformPayees, PlatformPayeesWire } from '@salon/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

export type AdminPayees = PlatformPayeesWire & { updated_at: string | null };

/** GET admin/payees: where owners pay each manual method to; null for a method without details. */
export const fetchPayees = async (signal?: AbortSignal): Promise<AdminPayees> =>
  unwrapData(await adminRequest('/payees', { signal }));

export const usePayees = () =>
  useQuery({ queryKey: adminKeys.payees(), queryFn: ({ signal }) => fetchPayees(signal) });

/** PUT admin/payees: every method's details at once (null clears one). 400 names the wrong fields. */
export const updatePayees = async (body: PlatformPayees): Promise<AdminPayees> =>
  unwrapData(await adminRequest('/payees', { method: 'PUT', body: { ...body } }));

export const useUpdatePayees = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayees,
    onSuccess: (payees) => {
      queryClient.setQueryData(adminKeys.payees(), payees);
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
};
