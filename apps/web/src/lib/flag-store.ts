import { useSyncExternalStore } from 'react';

/**
 * One app-wide yes/no that screens read with a hook and plain code sets (a reaction to an API answer that
 * any screen may show): the subscription-expired banner, the connection notice.
 */
export function createFlagStore() {
  let value = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    set(next: boolean) {
      if (value === next) return;
      value = next;
      listeners.forEach((listener) => listener());
    },
    /** The flag in a component, re-rendered when it changes. */
    useValue: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => false,
      ),
  };
}
