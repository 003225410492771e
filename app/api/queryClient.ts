import { QueryClient } from '@tanstack/query-core';
import { QUERY_DEFAULTS } from '@domain';
import { ApiError } from './answer';

/**
 * SPEC §9: data queries retry once, do not refetch on window focus and stay fresh for 5 minutes.
 * A refusal the server gave on purpose (400–499) is final, so it is not retried.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_DEFAULTS.staleTime,
        refetchOnWindowFocus: QUERY_DEFAULTS.refetchOnWindowFocus,
        retry: (failureCount, error) => {
          const status = error instanceof ApiError ? error.status : undefined;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < QUERY_DEFAULTS.retry;
        },
      },
      mutations: { retry: false },
    },
  });
}
