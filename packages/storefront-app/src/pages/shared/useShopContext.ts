/** What catalogue pages need to call the product menu: retailer, provider, menu type, shop settings. */
import { effectiveRetailerId } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { usePreferenceStore } from '../../stores/index.ts';

export function useShopContext() {
  const { config } = useSite();
  const retailerId = usePreferenceStore((state) => state.retailerId);
  const menuType = usePreferenceStore((state) => state.menuType);
  return {
    config,
    settings: config.siteSettings,
    provider: config.initialSiteData.provider,
    retailerId: effectiveRetailerId(retailerId, config.initialSiteData.canSelectedRetailerId),
    menuType,
  };
}
