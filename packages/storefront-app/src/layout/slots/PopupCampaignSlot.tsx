/**
 * Where the pop-up campaigns live (spec 2.13; audience spec 6: anonymous visitors only). Nothing of
 * them is in the first load: the host module comes once the stored answers are in and the shopper
 * is a guest; the host waits while the age gate, the first-visit store choice or another dialog is
 * up (popupCampaignMayOpen), so a campaign never stacks on them.
 */
import { Suspense } from 'react';
import { useSite } from '../../site/SiteContext.tsx';
import { useSiteDataStore } from '../../stores/index.ts';
import { useShop } from '../../shop/useShop.ts';
import { preloadable } from './preloadable.ts';

const host = preloadable(() => import('../../marketing/PopupCampaignHost.tsx'));
const Host = host.Component;

export function PopupCampaignSlot({ ageGateOpen }: { ageGateOpen: boolean }) {
  const { config } = useSite();
  const hydrated = useSiteDataStore((state) => state.hydrated);
  const choiceSeen = useSiteDataStore((state) => state.isVisitedCustomerChoicePage) || config.initialSiteData.isVisitedCustomerChoicePage;
  const { signedIn, retailerId } = useShop();
  if (!hydrated || signedIn || !retailerId) return null;
  return (
    <Suspense fallback={null}>
      <Host retailerId={retailerId} ageGateOpen={ageGateOpen} storeChoicePending={!choiceSeen} />
    </Suspense>
  );
}
