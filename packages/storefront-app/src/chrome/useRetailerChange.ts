/**
 * Retailer change (spec 2.1, 2.3, 4): when the retailer the storefront shows changes,
 * - the header's nav links show a skeleton (ui.navLinksLoading) until the new data arrives, for
 *   at most NAV_SKELETON_AFTER_RETAILER_CHANGE_MS (3 s);
 * - page data is refreshed after RETAILER_CHANGE_REFRESH_MS (100 ms): every query but the CMS
 *   payload is invalidated; queries already loading for the new retailer are not restarted.
 * "The new data arrives" = that refresh has settled. The first render is not a change (the first
 * load fetches its data anyway).
 */
import { useEffect, useRef } from 'react';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { NAV_SKELETON_AFTER_RETAILER_CHANGE_MS, RETAILER_CHANGE_REFRESH_MS } from '@storefront/components/rules';
import { useUiStore } from '../stores/index.ts';

/** Page data: everything but the site configuration (its own key, refreshed only on a site switch). */
export const isPageDataQuery = (query: Pick<Query, 'queryKey'>): boolean => query.queryKey[0] !== 'cms';

export function useRetailerChange(retailerId: string | null): void {
  const queryClient = useQueryClient();
  const setNavLinksLoading = useUiStore((state) => state.setNavLinksLoading);
  const previous = useRef(retailerId);

  useEffect(() => {
    if (previous.current === retailerId) return undefined;
    previous.current = retailerId;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      setNavLinksLoading(false);
    };
    setNavLinksLoading(true);
    const refresh = setTimeout(() => {
      queryClient
        .invalidateQueries({ predicate: isPageDataQuery }, { cancelRefetch: false })
        .catch(() => undefined)
        .finally(finish);
    }, RETAILER_CHANGE_REFRESH_MS);
    const cap = setTimeout(finish, NAV_SKELETON_AFTER_RETAILER_CHANGE_MS);
    return () => {
      clearTimeout(refresh);
      clearTimeout(cap);
      // A newer change takes over (it sets the flag again at once); on unmount nothing is loading.
      finish();
    };
  }, [retailerId, queryClient, setNavLinksLoading]);
}
