/**
 * A sponsored ad slot placed by name (spec 2.15, 4 "Ad loading"). The app decides the plan
 * (adSlotPlan: the placement, the ad service, the retailer, the breakpoint, the widget settings)
 * and fetches the creatives; this widget holds the placement's space from the first paint
 * (adReservedHeight: nothing shifts), shows a skeleton while loading when the placement asks for
 * one, polls for the rendered creative (LOADING → LOADED, or NOT_LOADED and hidden after 5 s), and
 * reports each shown ad once (onImpression) and each click (onAdClick).
 */
import { useEffect, useRef } from 'react';
import type { AdCreative } from '../api/ads.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { adReservedHeight, isAdHidden, type AdSlotPlan } from '../rules/commerce/ads.ts';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { SponsoredAd } from './SponsoredAd.tsx';
import { useAdLoad } from './useAdLoad.ts';
import * as css from './ads.css.ts';

export interface AdSlotProps {
  plan: AdSlotPlan;
  /** The creatives; undefined while they load (a failed call is an empty list: the slot hides at 5 s). */
  ads: readonly AdCreative[] | undefined;
  provider: ProviderKind;
  menuType?: MenuType;
  onImpression?: (adIds: string[]) => void;
  onAdClick?: (adId: string) => void;
  className?: string;
}

export function AdSlot({ plan, ads, provider, menuType, onImpression, onAdClick, className }: AdSlotProps) {
  const ref = useRef<HTMLDivElement>(null);
  const loadKey = plan.kind === 'request' ? JSON.stringify(plan.request) : '';
  const status = useAdLoad(ref, loadKey);
  const reported = useRef('');

  useEffect(() => {
    if (status !== 'LOADED' || !ads || reported.current === loadKey) return;
    reported.current = loadKey;
    onImpression?.(ads.map((ad) => ad.adId));
  }, [status, ads, loadKey, onImpression]);

  if (plan.kind === 'nothing') return null;
  const reserved = adReservedHeight(plan.adType, plan.placement);
  const skeleton = ads === undefined && plan.placement.suspenseOptions?.showSkeleton !== false && reserved > 0;
  return (
    <div
      ref={ref}
      className={className ? `${css.slot} ${className}` : css.slot}
      style={reserved > 0 ? { minHeight: reserved } : undefined}
      data-ad-slot={plan.request.slot}
      data-ad-type={plan.adType}
      data-ad-status={status}
      aria-busy={status === 'LOADING' || undefined}
      hidden={isAdHidden(status)}
    >
      {skeleton ? <Skeleton className={css.skeleton} height={reserved} /> : null}
      {ads && ads.length > 0 ? <SponsoredAd adType={plan.adType} placement={plan.placement} ads={ads} provider={provider} {...(menuType ? { menuType } : {})} {...(onAdClick ? { onAdClick } : {})} /> : null}
    </div>
  );
}
