/** A slot's loading state: the frame of its ad type with placeholders, as large as the creative it waits for. */
import { CompactProductCardSkeleton } from '../commerce/ProductCardSkeleton.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import type { AdPlacementInput, RenderableAdType } from '../rules/commerce/ads.ts';
import { bannerBox, CardFrame, cardCount } from './AdLayout.tsx';
import * as css from './ads.css.ts';

export function AdSkeleton({ adType, placement }: { adType: RenderableAdType; placement: AdPlacementInput }) {
  if (adType === 'banner') return <Skeleton className={css.bannerSkeleton} width="100%" height={bannerBox(placement).minHeight} />;
  const cards = Array.from({ length: cardCount(placement) }, (_, index) => <CompactProductCardSkeleton key={index} />);
  return <CardFrame adType={adType} placement={placement} cards={cards} rendered={false} />;
}
