import { useSyncExternalStore } from 'react';
import { onApiAnswer, onApiFailure } from './api-client';

/**
 * Whether the server said its database is out of reach (503 DATABASE_UNAVAILABLE: a restart, a failover) and
 * no call has gone through since. Screens keep retrying their reads meanwhile (app/query-client.ts); the
 * notice (components/connection-notice.tsx) tells the user so, and leaves by itself once a call succeeds.
 */
let trouble = false;
const listeners = new Set<() => void>();

const set = (value: boolean) => {
  if (trouble === value) return;
  trouble = value;
  listeners.forEach((listener) => listener());
};

onApiFailure((failure) => {
  if (failure.code === 'DATABASE_UNAVAILABLE') set(true);
});
onApiAnswer(() => set(false));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useConnectionTrouble = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => trouble,
    () => false,
  );
