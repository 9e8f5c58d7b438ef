import { onApiFailure } from '../api-client';
import { createFlagStore } from '../flag-store';

/**
 * Whether the server answered 402 SUBSCRIPTION_EXPIRED to a write of this session. Employees and managers
 * cannot read the subscription (billing is the owner's), so this answer is how they learn that the company
 * is read-only. The session clears it when someone signs in or out.
 */
const expired = createFlagStore();

onApiFailure((failure) => {
  if (failure.code === 'SUBSCRIPTION_EXPIRED') expired.set(true);
});

export const clearSubscriptionExpired = (): void => expired.set(false);

/** True once a write was refused because the subscription expired. */
export const useSubscriptionExpiredSignal = expired.useValue;
