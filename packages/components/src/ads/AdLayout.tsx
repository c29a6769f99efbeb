/**
 * The frames a creative sits in, shared by the loading skeleton (AdSkeleton, in the first load)
 * and the creatives (SponsoredAd, loaded with the ads): the same frame either way, so a slot is
 * exactly as tall before and after its ads arrive (CLS).
 */
import type { CSSProperties, ReactNode } from 'react';
import { SPONSORED_PRODUCTS_TITLE, type AdPlacementInput, type RenderableAdType } from '../rules/commerce/ads.ts';

export { SPONSORED_PRODUCTS_TITLE };
import { HorizontalScroller } from '../primitives/scroller/HorizontalScroller.tsx';
import * as css from './ads.css.ts';

/** A card's width range from the placement (cardMinWidth, cardMaxWidth), with the storefront's card sizes as the fallback. */
export function cardWidths(placement: AdPlacementInput): { min: number; max: number } {
  const min = placement.cardMinWidth && placement.cardMinWidth > 0 ? placement.cardMinWidth : 160;
  const max = placement.cardMaxWidth && placement.cardMaxWidth >= min ? placement.cardMaxWidth : 240;
  return { min, max };
}

/** How many cards the placement shows (maxItems, at least 1). */
export const cardCount = (placement: AdPlacementInput): number => Math.max(1, placement.maxItems ?? 0);

/** A banner's box: its width at most the placement's, its height at least the placement's. */
export function bannerBox(placement: AdPlacementInput): CSSProperties {
  const width = placement.width ?? 0;
  const height = placement.height ?? 0;
  return { maxWidth: width > 0 ? width : undefined, minHeight: height > 0 ? height : undefined };
}

interface CardFrameProps {
  adType: Exclude<RenderableAdType, 'banner'>;
  placement: AdPlacementInput;
  cards: ReactNode[];
  /** Set on the loaded creative: what the slot's poll looks for. */
  rendered: boolean;
}

/**
 * Product cards: a grid of cards between the placement's widths; a carousel: 'Sponsored products'
 * over a scroll-snap row of cards at the placement's widths.
 */
export function CardFrame({ adType, placement, cards, rendered }: CardFrameProps) {
  const { min, max } = cardWidths(placement);
  const mark = rendered ? { 'data-ad-rendered': '' } : {};
  if (adType === 'product-card')
    return (
      <div className={css.cards} style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, ${max}px))` }} {...mark}>
        {cards}
      </div>
    );
  return (
    <div {...mark}>
      <h2 className={css.carouselTitle}>{SPONSORED_PRODUCTS_TITLE}</h2>
      <HorizontalScroller label={SPONSORED_PRODUCTS_TITLE} as="ul">
        {cards.map((card, index) => (
          <li key={index} className={css.carouselItem} style={{ width: `clamp(${min}px, 42vw, ${max}px)` }}>
            {card}
          </li>
        ))}
      </HorizontalScroller>
    </div>
  );
}
