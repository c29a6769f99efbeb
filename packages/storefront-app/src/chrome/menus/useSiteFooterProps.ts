/**
 * The desktop footer's props (spec 2.14): `siteFooterPropsFromCms(config, catalogue, { provider })`
 * with the categories, today's specials of the shown retailer and the retailers (the additional
 * section) from the shared query hooks. `loading` is the initial skeleton time
 * (DESKTOP_FOOTER_SKELETON_MS, 1500 ms) or-ed with the specials still loading.
 */
import { useMemo } from 'react';
import { siteFooterPropsFromCms, useInitialSkeleton, type SiteFooterProps } from '@storefront/components';
import { DESKTOP_FOOTER_SKELETON_MS } from '@storefront/components/rules';
import { useCategories, useRetailers, useSpecials } from '../../api/queries.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { useShop } from '../../shop/useShop.ts';

export function useSiteFooterProps(): SiteFooterProps {
  const { config } = useSite();
  const { retailerId } = useShop();
  const categories = useCategories();
  const specials = useSpecials(retailerId);
  const retailers = useRetailers();
  // The site config's provider (as the headers read it): the stored copy is written after render.
  const provider = config.initialSiteData.provider;
  const skeleton = useInitialSkeleton(DESKTOP_FOOTER_SKELETON_MS);

  const data = useMemo(
    () => siteFooterPropsFromCms(config, { categories: categories.data, specials: specials.data, retailers: retailers.data }, { provider }),
    [config, categories.data, specials.data, retailers.data, provider],
  );
  return { ...data, loading: skeleton || specials.isPending };
}
