import { onApiAnswer, onApiFailure } from './api-client';
import { createFlagStore } from './flag-store';

/**
 * Whether the server said its database is out of reach (503 DATABASE_UNAVAILABLE: a restart, a failover) and
 * no call has gone through since. Screens keep retrying their reads meanwhile (app/query-client.ts); the
 * notice (components/connection-notice.tsx) tells the user so, and leaves by itself once a call succeeds.
 */
const trouble = createFlagStore();

onApiFailure((failure) => {
  if (failure.code === 'DATABASE_UNAVAILABLE') trouble.set(true);
});
onApiAnswer(() => trouble.set(false));

export const useConnectionTrouble = trouble.useValue;
