import { QueryClient } from '@tanstack/react-query';
import { isExtensionError } from '../extension/errors';
import { ApiError } from '../http/client';

/** Malformed replies and server refusals do not get better by asking again. */
export const shouldRetry = (failureCount: number, error: unknown) => {
  if (
    isExtensionError(error) &&
    (error.kind === 'malformed' || error.kind === 'invalid-args' || error.kind === 'remote')
  )
    return false;
  if (error instanceof ApiError && error.status && error.status < 500) return false;
  return failureCount < 2;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Polls pause while the tab is hidden (focusManager follows document visibility).
        refetchIntervalInBackground: false,
        staleTime: 5_000,
      },
      mutations: { retry: false },
    },
  });
}
