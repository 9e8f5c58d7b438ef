import { useSyncExternalStore } from 'react';
import { onApiFailure } from '../api-client';

/**
 * Whether the server answered 402 SUBSCRIPTION_EXPIRED to a write of this session. Employees and managers
 * cannot read the subscription (billing is the owner's), so this answer is how they learn that the company
 * is read-only. The session clears it when someone signs in or out.
 */
let expired = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (expired === value) return;
  expired = value;
  listeners.forEach((listener) => listener());
};

onApiFailure((failure) => {
  if (failure.code === 'SUBSCRIPTION_EXPIRED') set(true);
});

export const clearSubscriptionExpired = (): void => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True once a write was refused because the subscription expired. */
export const useSubscriptionExpiredSignal = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => expired,
    () => false,
  );
