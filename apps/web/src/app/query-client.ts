import { QueryClient } from '@tanstack/react-query';
import { toErrorEnvelope } from '@/lib/api-client';

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        // Client errors will not change on a retry; network trouble might.
        retry: (failureCount, error) => {
          const status = toErrorEnvelope(error).statusCode;
          return failureCount < 2 && (status === 0 || status >= 500);
        },
      },
      mutations: { retry: false },
    },
  });
