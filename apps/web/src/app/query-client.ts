import { QueryClient } from '@tanstack/react-query';
import { toErrorEnvelope } from '@/lib/api-client';

const DATABASE_RETRIES = 15;
/** The server's Retry-After for DATABASE_UNAVAILABLE. */
const DATABASE_RETRY_DELAY_MS = 2_000;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Client errors will not change on a retry; network trouble might. A database out of reach (a restart,
        // a failover) usually is back within seconds: keep trying for about half a minute, then show the error.
        retry: (failureCount, error) => {
          const failure = toErrorEnvelope(error);
          if (failure.code === 'DATABASE_UNAVAILABLE') return failureCount < DATABASE_RETRIES;
          return failureCount < 2 && (failure.statusCode === 0 || failure.statusCode >= 500);
        },
        retryDelay: (failureCount, error) =>
          toErrorEnvelope(error).code === 'DATABASE_UNAVAILABLE'
            ? DATABASE_RETRY_DELAY_MS
            : Math.min(1000 * 2 ** failureCount, 30_000),
      },
      mutations: { retry: false },
    },
  });
