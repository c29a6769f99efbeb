/**
 * A sponsored creative by ad type (spec 2.15, 3 "Ad placement"): one component over a design table,
 * banner | product-card | carousel ('video' never reaches here: adSlotPlan renders nothing for it).
 * Every creative says 'Sponsored'. The design marks its root `data-ad-rendered` once it shows
 * something: that is what the slot's 300 ms poll looks for (spec 4 "Ad loading"). AdSlot loads this
 * module with the ads (it is not in any page's first load).
 */
import type { ReactNode } from 'react';
import type { AdCreative, BannerCreative, ProductCreative } from '../api/ads.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { bannerLayout, SPONSORED_LABEL, type AdPlacementInput, type RenderableAdType } from '../rules/commerce/ads.ts';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { ProductCard } from '../commerce/ProductCard.tsx';
import { bannerBox, CardFrame } from './AdLayout.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import * as css from './ads.css.ts';

export interface SponsoredAdProps {
  adType: RenderableAdType;
  placement: AdPlacementInput;
  ads: readonly AdCreative[];
  provider: ProviderKind;
  menuType?: MenuType;
  onAdClick?: (adId: string) => void;
}

type DesignProps = Omit<SponsoredAdProps, 'adType'>;

const banners = (ads: readonly AdCreative[]) => ads.filter((ad): ad is BannerCreative => ad.kind === 'banner');
const productAds = (ads: readonly AdCreative[]) => ads.filter((ad): ad is ProductCreative => ad.kind === 'product');

function BannerAd({ placement, ads, onAdClick }: DesignProps) {
  const ad = banners(ads)[0];
  if (!ad) return null;
  return (
    <SmartLink
      href={ad.href}
      className={css.banner}
      style={{ ...bannerBox(placement), background: ad.background, color: ad.color }}
      data-layout={bannerLayout(placement.width ?? 0, placement.height ?? 0)}
      data-ad-rendered=""
      data-ad-id={ad.adId}
      onClick={() => onAdClick?.(ad.adId)}
    >
      <span className={`${css.label} ${css.bannerLabel}`}>{SPONSORED_LABEL}</span>
      <img src={ad.logo} alt="" width={72} height={72} className={css.bannerLogo} />
      <Stack as="span" gap="xxs" className={css.bannerText}>
        <span className={css.bannerBrand}>{ad.brandName}</span>
        <span className={css.bannerHeadline}>{ad.headline}</span>
        <span className={css.bannerBody}>{ad.body}</span>
      </Stack>
      <span className={css.bannerCta}>{ad.cta}</span>
    </SmartLink>
  );
}

function productCards(adType: 'product-card' | 'carousel') {
  return function ProductAds({ placement, ads, provider, menuType, onAdClick }: DesignProps) {
    const items = productAds(ads);
    if (items.length === 0) return null;
    const cards = items.map((ad) => (
      <div key={ad.adId} data-ad-id={ad.adId} className={css.cardCell}>
        <ProductCard
          product={ad.product}
          provider={provider}
          {...(menuType ? { menuType } : {})}
          label={SPONSORED_LABEL}
          compact
          onClick={() => onAdClick?.(ad.adId)}
        />
      </div>
    ));
    return <CardFrame adType={adType} placement={placement} cards={cards} rendered />;
  };
}

/** The design table: one renderer per renderable ad type. */
export const adDesigns: Record<RenderableAdType, (props: DesignProps) => ReactNode> = {
  banner: BannerAd,
  'product-card': productCards('product-card'),
  carousel: productCards('carousel'),
};

export function SponsoredAd({ adType, ...props }: SponsoredAdProps) {
  const Design = adDesigns[adType];
  return <Design {...props} />;
}

export default SponsoredAd;
