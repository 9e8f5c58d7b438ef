import type { PaymentWire, RejectPaymentBody } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrapData } from '@/lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest } from './admin-request';

/** POST admin/payments/:id/confirm: activates the plan, issues the invoice, mails the owner. */
export const confirmPayment = async (id: string): Promise<PaymentWire> =>
  unwrapData(await adminRequest(`/payments/${encodeURIComponent(id)}/confirm`, { method: 'POST', body: {} }));

/** POST admin/payments/:id/reject: the owner is mailed the reason. */
export const rejectPayment = async ({
  id,
  ...body
}: RejectPaymentBody & { id: string }): Promise<PaymentWire> =>
  unwrapData(
    await adminRequest(`/payments/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { ...body } }),
  );

/** A decision changes the queue, the companies' "pending payment" and the audit log. */
const useDecision = <T>(mutationFn: (input: T) => Promise<PaymentWire>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all(
        [adminKeys.payments(), adminKeys.companies(), adminKeys.audit()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
};

export const useConfirmPayment = () => useDecision(confirmPayment);
export const useRejectPayment = () => useDecision(rejectPayment);
