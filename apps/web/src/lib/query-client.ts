import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { toastError } from './error-toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta: { skipErrorToast: true }` opts a query or mutation out of the global error toast. */
    queryMeta: { skipErrorToast?: boolean };
    mutationMeta: { skipErrorToast?: boolean };
  }
}

/** Client errors (4xx) will not change on retry; everything else is retried up to 3 times. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 3;
}

/**
 * The app's QueryClient: retry delay 3000 ms, no refetch on window focus or reconnect (spec section 9),
 * and every failed query or mutation shown as a toast (spec section 8) unless its meta opts out.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.skipErrorToast) toastError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!mutation.meta?.skipErrorToast) toastError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: 3000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one QueryClient (session changes clear it: see logout.ts and session.ts). */
export const queryClient = createQueryClient();
