import { AdSlot, adSlotPlan, type CmsPatch, type RenderableAdType } from '@storefront/components';
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
  const service = config.adServiceConfig.isEnabled ? config.adServiceConfig : { isEnabled: true, accountId: 'acct-preview', siteId: 'site-preview', locationId: 'loc-preview' };
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
  const ads = plan.kind !== 'request' ? [] : state === 'loading' ? undefined : state === 'none' ? [] : sponsoredAdsFor({ request: plan.request, brands, menu });
  return (
    <div style={{ maxWidth: width }}>
      <AdSlot plan={plan} ads={ads} provider={config.initialSiteData.provider} menuType="RECREATIONAL" />
    </div>
  );
}


/** The ad-type gallery's slot of a type: a placement of its own in the CMS's ad configuration. */
export const galleryAdSlot = (adType: RenderableAdType) => `gallery-${adType}`;

const placement = (adType: RenderableAdType, fields: { width?: number; height?: number; cardMinWidth?: number; cardMaxWidth?: number; maxItems?: number; recommend?: string }) => ({
  adType,
  zoneId: `gallery-${adType}`,
  width: 0,
  height: 0,
  keyword: '',
  catalog: 'gallery',
  strategy: adType === 'banner' ? 'run-of-site' : 'sponsored-products',
  cardMinWidth: 0,
  cardMaxWidth: 0,
  maxItems: 0,
  recommend: '',
  suspenseOptions: { showSkeleton: true, minHeight: fields.height ?? 0 },
  ...fields,
});

/**
 * The CMS patch that adds the gallery's placement of an ad type: a 300×250 banner (the cart
 * sidebar's size), two product cards, a carousel of six cards.
 */
export function adTypePatch(adType: RenderableAdType): CmsPatch {
  const fields = {
    banner: { width: 300, height: 250 },
    'product-card': { cardMinWidth: 160, cardMaxWidth: 180, maxItems: 2 },
    carousel: { cardMinWidth: 160, cardMaxWidth: 180, maxItems: 6, recommend: 'trending' },
  }[adType];
  return { adConfig: { placements: { [galleryAdSlot(adType)]: placement(adType, fields) } } };
}
