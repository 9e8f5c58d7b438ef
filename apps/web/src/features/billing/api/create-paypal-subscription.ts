import type { BillingChoice } from '@salon/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@/lib/api-client';
import { BILLING_PATH } from './billing-keys';

/**
 * POST billing/paypal/create-subscription: PayPal's page where the owner approves the subscription. It
 * activates when PayPal confirms it (503 PAYPAL_NOT_CONFIGURED when the server has no PayPal account).
 */
export const createPayPalSubscription = async (choice: BillingChoice): Promise<{ approval_url: string }> =>
  unwrapData(
    await apiRequest(`${BILLING_PATH}/paypal/create-subscription`, { method: 'POST', body: { ...choice } }),
  );

export const useCreatePayPalSubscription = () => useMutation({ mutationFn: createPayPalSubscription });
