/** What catalogue pages need to call the product menu: retailer, provider, menu type, shop settings. */
import { useSite } from '../../site/SiteContext.tsx';
import { usePreferenceStore } from '../../stores/index.ts';
import { shopContextFor } from '../../routes/pageQueries.ts';

export function useShopContext() {
  const { config } = useSite();
  const retailerId = usePreferenceStore((state) => state.retailerId);
  const menuType = usePreferenceStore((state) => state.menuType);
  return { config, settings: config.siteSettings, ...shopContextFor(config, { retailerId, menuType }) };
}
