/**
 * A sponsored ad slot placed by name (spec 2.15, 4 "Ad loading"). The app decides the plan
 * (adSlotPlan: the placement, the ad service, the retailer, the breakpoint, the widget settings)
 * and fetches the creatives; this widget holds the placement's space from the first paint
 * (adReservedHeight, and the skeleton of the creative's frame: nothing shifts when the ads come;
 * invisible when the placement asks for no skeleton), polls for the rendered creative (LOADING →
 * LOADED, or NOT_LOADED and hidden after 5 s), and reports the shown ads once (onImpression) and
 * each click (onAdClick). The creatives' code loads with the ads, never in the first load.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import type { AdCreative } from '../api/ads.ts';
import type { MenuType, ProviderKind } from '../rules/constants.ts';
import { adReservedHeight, isAdHidden, type AdPlacementInput, type AdSlotPlan, type RenderableAdType } from '../rules/commerce/ads.ts';
import { AdSkeleton } from './AdSkeleton.tsx';
import { useAdLoad } from './useAdLoad.ts';
import * as css from './ads.css.ts';

const SponsoredAd = lazy(() => import('./SponsoredAd.tsx'));

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

function Placeholder({ adType, placement }: { adType: RenderableAdType; placement: AdPlacementInput }) {
  return (
    // inert: the placeholder row is neither read nor focusable (its scroller would be a tab stop).
    <div className={placement.suspenseOptions?.showSkeleton === false ? css.invisible : undefined} aria-hidden="true" inert>
      <AdSkeleton adType={adType} placement={placement} />
    </div>
  );
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
  const { adType, placement } = plan;
  const reserved = adReservedHeight(adType, placement);
  const placeholder = <Placeholder adType={adType} placement={placement} />;
  return (
    <div
      ref={ref}
      className={className ? `${css.slot} ${className}` : css.slot}
      style={reserved > 0 ? { minHeight: reserved } : undefined}
      data-ad-slot={plan.request.slot}
      data-ad-type={adType}
      data-ad-status={status}
      aria-busy={status === 'LOADING' || undefined}
      hidden={isAdHidden(status)}
    >
      {ads === undefined ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <SponsoredAd
            adType={adType}
            placement={placement}
            ads={ads}
            provider={provider}
            {...(menuType ? { menuType } : {})}
            {...(onAdClick ? { onAdClick } : {})}
          />
        </Suspense>
      )}
    </div>
  );
}
