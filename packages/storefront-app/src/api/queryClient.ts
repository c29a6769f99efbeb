/**
 * The QueryClient with the spec's defaults (spec 7: "Queries retry 2 times and by default do not
 * refetch on window focus or on mount"). A query that still fails after its retries shows the
 * server's message as an error toast, once, unless its meta says `toast: false` (the caller
 * handles the failure itself).
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { failureMessage } from './envelope.ts';
import { notify } from '@storefront/components';

export const QUERY_DEFAULTS = { retry: 2, refetchOnWindowFocus: false, refetchOnMount: false } as const;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { toast?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.toast === false) return;
        const message = failureMessage(error);
        if (message) notify.error(message);
      },
    }),
    defaultOptions: { queries: { ...QUERY_DEFAULTS } },
  });
}
