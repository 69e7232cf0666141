import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-client.ts';

/** Client errors (4xx) are answers, not hiccups: only network and server failures are retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
