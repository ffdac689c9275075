import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showHttpError } from './errors';
import { isHttpError } from './http';

// Spec sections 8 and 9: stale 30 s; at most 2 retries, none on 401/403/404.
export const STALE_TIME_MS = 30_000;
export const MAX_RETRIES = 2;
const NO_RETRY_STATUSES = new Set([401, 403, 404]);

export function shouldRetry(failureCount: number, error: unknown) {
  if (isHttpError(error) && NO_RETRY_STATUSES.has(error.status)) return false;
  return failureCount < MAX_RETRIES;
}

declare module '@tanstack/react-query' {
  interface Register {
    /** silent: the caller shows its own error state, so no global toast/error viewer. */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * Errors are reported once, globally: a debug trace opens the error viewer, others show a danger
 * toast. A query 404 or a query with meta.silent is left to the page (e.g. the not-found screen).
 * A mutation with its own onError (e.g. applyServerErrors, which also handles traces) reports on its own.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    queryCache: new QueryCache({
      onError(error, query) {
        // A debug trace always opens the error viewer (spec section 8), even for silent queries.
        if (isHttpError(error) && error.exception) return showHttpError(error);
        if (query.meta?.silent || (isHttpError(error) && error.status === 404)) return;
        showHttpError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _vars, _ctx, mutation) {
        if (isHttpError(error) && error.exception && !mutation.options.onError) return showHttpError(error);
        if (mutation.meta?.silent || mutation.options.onError) return;
        showHttpError(error);
      },
    }),
  });
}

export const queryClient = createQueryClient();
