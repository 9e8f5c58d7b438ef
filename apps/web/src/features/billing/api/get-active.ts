import { useQuery } from '@tanstack/react-query';
import { fetchActiveSubscription } from '@/lib/session/session-api';
import { useSession } from '@/lib/session/session-context';
import { billingKeys } from './billing-keys';

/**
 * GET billing/active, read afresh when the Billing tab opens (a payment may have been confirmed since
 * start-up); the session's copy, which the banners read, is updated with it.
 */
export const useActiveSubscription = () => {
  const { setSubscription } = useSession();
  return useQuery({
    queryKey: billingKeys.active(),
    queryFn: async ({ signal }) => {
      const subscription = await fetchActiveSubscription(signal);
      setSubscription(subscription);
      return subscription;
    },
    staleTime: 0,
  });
};
