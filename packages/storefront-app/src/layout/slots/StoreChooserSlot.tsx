/**
 * Store chooser and store-preference slot (spec 2.7), driven by `ui.storePickerOpen` (a header's
 * store-picker icon), `ui.preferenceDrawerOpen` (the 'You’re Shopping at' store bar, the desktop
 * order summary and 'Select a Store') and the first visit: once the age gate is answered, a shopper
 * who has not chosen a store and has not seen the choice yet gets it (nothing picks a store for
 * them). The preference module loads on the first open (fetched ahead when the browser is idle);
 * the store-switch review is always mounted (any chooser may need it).
 */
import { Suspense, useEffect, useState } from 'react';
import { StoreSwitchReview } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { useStoreSwitchStore } from '../../store-choice/storeSwitch.ts';
import { usePreferenceStore, useSiteDataStore, useUiStore } from '../../stores/index.ts';
import { preloadable, usePreloadWhenIdle } from './preloadable.ts';
import { needsFirstChoice } from '../../store-choice/firstVisit.ts';

const host = preloadable(() => import('./StorePreferenceHost.tsx'));
const StorePreferenceHost = host.Component;

function useFirstVisitChoice() {
  const { config } = useSite();
  const siteData = useSiteDataStore();
  const retailerId = usePreferenceStore((state) => state.retailerId);
  const due = needsFirstChoice({
    hydrated: siteData.hydrated,
    ageConsent: siteData.canAgeConsent || config.initialSiteData.canAgeConsent,
    choiceSeen: siteData.isVisitedCustomerChoicePage || config.initialSiteData.isVisitedCustomerChoicePage,
    retailerId,
  });
  useEffect(() => {
    if (due) useUiStore.getState().setPreferenceDrawerOpen(true);
  }, [due]);
}

function StoreSwitchSlot() {
  const pending = useStoreSwitchStore((state) => state.pending);
  if (!pending) return null;
  return (
    <StoreSwitchReview
      open
      targetName={pending.targetName}
      currentName={pending.currentName}
      changes={pending.changes}
      onContinue={() => pending.decide(true)}
      onStay={() => pending.decide(false)}
    />
  );
}

export function StoreChooserSlot() {
  const open = useUiStore((state) => state.storePickerOpen || state.preferenceDrawerOpen);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  usePreloadWhenIdle(host.preload);
  useFirstVisitChoice();
  return (
    <>
      {mounted ? (
        <Suspense fallback={null}>
          <StorePreferenceHost />
        </Suspense>
      ) : null}
      <StoreSwitchSlot />
    </>
  );
}
