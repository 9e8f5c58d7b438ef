import type { DepositRejectBody, DepositWire } from '@salon/core';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { appointmentDepositPath, depositKeys } from './deposit-keys';

/** POST appointment/{id}/deposit/confirm: paid; recorded as a payment and the visit confirmed. */
export const confirmDeposit = async (appointmentId: string): Promise<DepositWire> =>
  unwrapData(await apiRequest(appointmentDepositPath(appointmentId, '/confirm'), { method: 'POST' }));

/** POST appointment/{id}/deposit/reject: the reference is refused, with the reason the client reads. */
export const rejectDeposit = async (input: {
  appointmentId: string;
  body: DepositRejectBody;
}): Promise<DepositWire> =>
  unwrapData(
    await apiRequest(appointmentDepositPath(input.appointmentId, '/reject'), {
      method: 'POST',
      body: { ...input.body },
    }),
  );

// The lists and the appointment screens (a confirmed deposit confirms the visit and adds a payment).
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: depositKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['appointment'] }),
  ]);

export const useConfirmDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: confirmDeposit, onSettled: () => refresh(queryClient) });
};

export const useRejectDeposit = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectDeposit, onSettled: () => refresh(queryClient) });
};
