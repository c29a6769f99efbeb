import { AdSlot, adSlotPlan } from '@storefront/components';
import { sponsoredAdsFor } from '@storefront/demo-api';
import { brands } from '../support/catalog.ts';
import { useStoryMenu } from '../support/menu.ts';

export type AdState = 'loaded' | 'loading' | 'none';

export interface AdStoryArgs {
  slotName: string;
  breakpoint?: 'mobile' | 'desktop';
  /** The slot's allowed modes (the cart's banner is a desktop slot). */
  modes?: 'all' | 'mobile' | 'desktop';
  state?: AdState;
  /** A width like the slot's real place (the cart sidebar's banner, a page column). */
  width?: number;
}

/**
 * A named slot over the fixture's own CMS ad configuration (adSlotPlan), with the demo ad service's
 * creatives for the fixture's store (sponsoredAdsFor over the demo catalogue, priced with the deals
 * running on the runner's Friday). A fixture whose ad service is off previews its placements as if
 * it were on (the same demo account as the greenleaf fixture): designers see every retailer's slots.
 */
export function AdSlotStory({ slotName, breakpoint = 'desktop', modes = 'all', state = 'loaded', width }: AdStoryArgs) {
  const { config, retailer, menu } = useStoryMenu();
  const service = config.adServiceConfig.isEnabled
    ? config.adServiceConfig
    : { isEnabled: true, accountId: 'acct-preview', siteId: 'site-preview', locationId: 'loc-preview' };
  const plan = adSlotPlan({
    slotName,
    placements: config.adConfig.placements,
    channelId: config.adConfig.channelId || 'preview-web',
    adService: service,
    retailerId: retailer.id,
    menuType: 'RECREATIONAL',
    breakpoint,
    allowedModes: modes,
  });
  const ads =
    plan.kind !== 'request'
      ? []
      : state === 'loading'
        ? undefined
        : state === 'none'
          ? []
          : sponsoredAdsFor({ request: plan.request, brands, menu });
  return (
    <div style={{ maxWidth: width }}>
      <AdSlot plan={plan} ads={ads} provider={config.initialSiteData.provider} menuType="RECREATIONAL" />
    </div>
  );
}
