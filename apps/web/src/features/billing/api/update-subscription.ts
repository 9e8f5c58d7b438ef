import type { CreateBillingBody, SubscriptionWire } from '@salon/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { BILLING_PATH, billingKeys } from './billing-keys';

/** POST billing/create: choose or change the plan; `payment` reports a manual payment of the quoted amount. */
export const createBilling = async (body: CreateBillingBody): Promise<SubscriptionWire> =>
  unwrapData(await apiRequest(`${BILLING_PATH}/create`, { method: 'POST', body: { ...body } }));

/** POST billing/cancel: the subscription runs to the end of the paid period, then expires. */
export const cancelSubscription = async (): Promise<SubscriptionWire> =>
  unwrapData(await apiRequest(`${BILLING_PATH}/cancel`, { method: 'POST', body: {} }));

/** POST billing/reactivate: undoes a cancellation before the period ends. */
export const reactivateSubscription = async (): Promise<SubscriptionWire> =>
  unwrapData(await apiRequest(`${BILLING_PATH}/reactivate`, { method: 'POST', body: {} }));

/** Each answers the subscription as it now is: the session and the Billing tab take it at once. */
const useSubscriptionMutation = <T>(mutationFn: (input: T) => Promise<SubscriptionWire>) => {
  const queryClient = useQueryClient();
  const { setSubscription } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: (subscription) => {
      setSubscription(subscription);
      queryClient.setQueryData(billingKeys.active(), subscription);
    },
  });
};

export const useCreateBilling = () => useSubscriptionMutation(createBilling);
export const useCancelSubscription = () => useSubscriptionMutation(cancelSubscription);
export const useReactivateSubscription = () => useSubscriptionMutation(reactivateSubscription);
