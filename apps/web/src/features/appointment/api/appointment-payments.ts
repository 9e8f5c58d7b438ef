import type { AppointmentPaymentBodyInput, AppointmentPayments } from '@salon/core';
import { useMutation, useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { appointmentKeys, appointmentPath } from './appointment-keys';

/** GET, POST appointment/{id}/payments and DELETE appointment/{id}/payments/{paymentId}: the checkout. */
export const appointmentPaymentsKey = (id: string) => [...appointmentKeys.all, 'payments', id] as const;

export const fetchAppointmentPayments = async (id: string, signal?: AbortSignal) =>
  unwrapData<AppointmentPayments>(await apiRequest(appointmentPath(id, '/payments'), { signal }));

export const addAppointmentPayment = async (input: {
  id: string;
  body: AppointmentPaymentBodyInput;
}): Promise<AppointmentPayments> =>
  unwrapData(
    await apiRequest(appointmentPath(input.id, '/payments'), { method: 'POST', body: { ...input.body } }),
  );

export const removeAppointmentPayment = async (input: {
  id: string;
  paymentId: string;
}): Promise<AppointmentPayments> =>
  unwrapData(
    await apiRequest(appointmentPath(input.id, `/payments/${encodeURIComponent(input.paymentId)}`), {
      method: 'DELETE',
    }),
  );

/** Under the feature's key, so saving or changing the appointment refreshes it too. */
export const useAppointmentPayments = (id: string) =>
  useQuery({
    queryKey: appointmentPaymentsKey(id),
    queryFn: ({ signal }) => fetchAppointmentPayments(id, signal),
    retry: 1,
  });

const isPaymentsQuery = (query: Query) => query.queryKey[1] === 'payments';

/**
 * A payment changes the appointment's own `payment_method` (it follows the payments) and the reports, so the
 * calendar, lists and client visits refresh; the checkout itself takes the answer, which is the new checkout.
 * A refusal reads the checkout again: another device may have taken a payment, or today's rate come out.
 */
const useCheckoutMutation = <I extends { id: string }>(fn: (input: I) => Promise<AppointmentPayments>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (checkout, input) => {
      queryClient.setQueryData(appointmentPaymentsKey(input.id), checkout);
      void Promise.all([
        queryClient.invalidateQueries({
          queryKey: appointmentKeys.all,
          predicate: (query) => !isPaymentsQuery(query),
        }),
        queryClient.invalidateQueries({ queryKey: ['client'] }),
      ]);
    },
    onError: (_error, input) =>
      void queryClient.invalidateQueries({ queryKey: appointmentPaymentsKey(input.id) }),
  });
};

export const useAddAppointmentPayment = () => useCheckoutMutation(addAppointmentPayment);
export const useRemoveAppointmentPayment = () => useCheckoutMutation(removeAppointmentPayment);
