/**
 * The QueryClient with the spec's defaults (spec 7: "Queries retry 2 times and by default do not
 * refetch on window focus or on mount"). A query that still fails after its retries shows the
 * server's message as an error toast, once, unless its meta says `toast: false` (the caller
 * handles the failure itself; the meta type is ApiQueryMeta, '@storefront/components/api').
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { failureMessage } from '@storefront/components/api';
import { notify } from '@storefront/components';

export const QUERY_DEFAULTS = { retry: 2, refetchOnWindowFocus: false, refetchOnMount: false } as const;

/**
 * `server: true` for a server render's cache: no retries (a failed query is left out of the
 * dehydrated state, so the browser makes the call again with its own retries) and no toasts.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (server || query.meta?.toast === false) return;
        const message = failureMessage(error);
        if (message) notify.error(message);
      },
    }),
    defaultOptions: { queries: server ? { ...QUERY_DEFAULTS, retry: false, gcTime: Infinity } : { ...QUERY_DEFAULTS } },
  });
}
