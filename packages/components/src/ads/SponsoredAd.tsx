/**
 * A sponsored creative by ad type (spec 2.15, 3 "Ad placement"): one component over a design table,
 * banner | product-card | carousel ('video' never reaches here: adSlotPlan renders nothing for it).
 * Every creative says 'Sponsored'. The design marks its root `data-ad-rendered` once it shows
 * something: that is what the slot's 300 ms poll looks for (spec 4 "Ad loading").
 */
import type { CSSProperties, ReactNode } from 'react';
import type { AdCreative, BannerCreative, ProductCreative } from '../api/ads.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { bannerLayout, SPONSORED_LABEL, type AdPlacementInput, type RenderableAdType } from '../rules/commerce/ads.ts';
import { Carousel } from '../primitives/carousel/Carousel.tsx';
import { SmartLink } from '../primitives/link/SmartLink.tsx';
import { ProductCard } from '../commerce/ProductCard.tsx';
import * as css from './ads.css.ts';

export const SPONSORED_PRODUCTS_TITLE = 'Sponsored products';

export interface SponsoredAdProps {
  adType: RenderableAdType;
  placement: AdPlacementInput;
  ads: readonly AdCreative[];
  provider: ProviderKind;
  menuType?: MenuType;
  onAdClick?: (adId: string) => void;
}

type DesignProps = Omit<SponsoredAdProps, 'adType'>;

export function SponsoredLabel({ className }: { className?: string }) {
  return <span className={className ? `${css.label} ${className}` : css.label}>{SPONSORED_LABEL}</span>;
}

const banners = (ads: readonly AdCreative[]) => ads.filter((ad): ad is BannerCreative => ad.kind === 'banner');
const productAds = (ads: readonly AdCreative[]) => ads.filter((ad): ad is ProductCreative => ad.kind === 'product');

function BannerAd({ placement, ads, onAdClick }: DesignProps) {
  const ad = banners(ads)[0];
  if (!ad) return null;
  const width = placement.width ?? 0;
  const height = placement.height ?? 0;
  const style: CSSProperties = { background: ad.background, color: ad.color, maxWidth: width > 0 ? width : undefined, minHeight: height > 0 ? height : undefined };
  return (
    <SmartLink href={ad.href} className={css.banner} style={style} data-layout={bannerLayout(width, height)} data-ad-rendered="" data-ad-id={ad.adId} onClick={() => onAdClick?.(ad.adId)}>
      <SponsoredLabel className={css.bannerLabel} />
      <img src={ad.logo} alt="" width={72} height={72} className={css.bannerLogo} />
      <span className={css.bannerText}>
        <span className={css.bannerBrand}>{ad.brandName}</span>
        <span className={css.bannerHeadline}>{ad.headline}</span>
        <span className={css.bannerBody}>{ad.body}</span>
      </span>
      <span className={css.bannerCta}>{ad.cta}</span>
    </SmartLink>
  );
}

const cardWidths = (placement: AdPlacementInput) => {
  const min = placement.cardMinWidth && placement.cardMinWidth > 0 ? placement.cardMinWidth : 160;
  const max = placement.cardMaxWidth && placement.cardMaxWidth >= min ? placement.cardMaxWidth : 240;
  return { min, max };
};

function sponsoredCard(ad: ProductCreative, { provider, menuType, onAdClick }: DesignProps): ReactNode {
  return (
    <div data-ad-id={ad.adId}>
      <ProductCard product={ad.product} provider={provider} {...(menuType ? { menuType } : {})} label={SPONSORED_LABEL} onClick={() => onAdClick?.(ad.adId)} />
    </div>
  );
}

function ProductCardAds(props: DesignProps) {
  const items = productAds(props.ads);
  if (items.length === 0) return null;
  const { min, max } = cardWidths(props.placement);
  return (
    <div className={css.cards} style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, ${max}px))` }} data-ad-rendered="">
      {items.map((ad) => (
        <div key={ad.adId}>{sponsoredCard(ad, props)}</div>
      ))}
    </div>
  );
}

function CarouselAd(props: DesignProps) {
  const items = productAds(props.ads);
  if (items.length === 0) return null;
  const { min } = cardWidths(props.placement);
  // As many cards as fit at the placement's smallest card width (at least 2 on a phone).
  const perView = (width: number) => Math.max(2, Math.floor(width / (min + 16)));
  return (
    <div data-ad-rendered="">
      <div className={css.carouselHead}>
        <h2 className={css.carouselTitle}>{SPONSORED_PRODUCTS_TITLE}</h2>
        <SponsoredLabel />
      </div>
      <Carousel
        items={items}
        label={SPONSORED_PRODUCTS_TITLE}
        getKey={(ad) => ad.adId}
        slidesPerView={2}
        breakpoints={{ sm: { slidesPerView: perView(640) }, md: { slidesPerView: perView(769) }, lg: { slidesPerView: perView(1180) } }}
        renderItem={(ad) => sponsoredCard(ad, props)}
      />
    </div>
  );
}

/** The design table: one renderer per renderable ad type. */
export const adDesigns: Record<RenderableAdType, (props: DesignProps) => ReactNode> = {
  banner: BannerAd,
  'product-card': ProductCardAds,
  carousel: CarouselAd,
};

export function SponsoredAd({ adType, ...props }: SponsoredAdProps) {
  const Design = adDesigns[adType];
  return <Design {...props} />;
}
