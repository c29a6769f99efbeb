/**
 * A sponsored ad slot placed by name (spec 2.15) on a page or in the chrome: the plan from the CMS
 * (adSlotPlan over adConfig, adServiceConfig, the store and menu the shopper shops, the breakpoint
 * against the slot's allowed modes), its log line when the spec says to log (console.error, nothing
 * shown), the creatives from the ad service (adsQuery; a failed call is an empty list, so the slot
 * hides at 5 s), and the impressions and clicks reported to the ad service.
 */
import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AdSlot, adSlotPlan, type AdMode } from '@storefront/components';
import { adsQuery, recordAdEvent } from '@storefront/components/api';
import { media } from '@storefront/tokens';
import { useMediaQuery } from '../chrome/useMediaQuery.ts';
import { useShop } from '../shop/useShop.ts';

export interface AdSlotHostProps {
  slotName: string;
  /** Where the slot may show (spec 4: default 'all'); a 'desktop' slot is never fetched on a phone. */
  modes?: AdMode | readonly AdMode[];
  className?: string;
}

export function AdSlotHost({ slotName, modes, className }: AdSlotHostProps) {
  const { config, provider, menuType, retailerId } = useShop();
  const desktop = useMediaQuery(media.md);
  const plan = adSlotPlan({
    slotName,
    placements: config.adConfig.placements,
    channelId: config.adConfig.channelId,
    adService: config.adServiceConfig,
    retailerId,
    menuType,
    breakpoint: desktop ? 'desktop' : 'mobile',
    allowedModes: modes ?? null,
  });
  const log = plan.kind === 'nothing' ? plan.log : null;
  useEffect(() => {
    if (log) console.error(log);
  }, [log]);

  const request = plan.kind === 'request' ? plan.request : null;
  const query = useQuery(adsQuery(request));
  const ads = query.isError ? [] : query.data;

  const onImpression = useCallback(
    (adIds: string[]) => {
      for (const adId of adIds) void recordAdEvent({ adId, kind: 'impression', placement: slotName, retailerId: retailerId ?? '' });
    },
    [slotName, retailerId],
  );
  const onAdClick = useCallback(
    (adId: string) => void recordAdEvent({ adId, kind: 'click', placement: slotName, retailerId: retailerId ?? '' }),
    [slotName, retailerId],
  );

  return (
    <AdSlot
      plan={plan}
      ads={ads}
      provider={provider}
      menuType={menuType}
      onImpression={onImpression}
      onAdClick={onAdClick}
      {...(className ? { className } : {})}
    />
  );
}
