/**
 * Store chooser and store-preference slot (spec 2.7), driven by `ui.storePickerOpen` (a header's
 * store-picker icon), `ui.preferenceDrawerOpen` (the 'You’re Shopping at' store bar, the desktop
 * order summary and 'Select a Store') and the first visit: once the age gate is answered, a shopper
 * who has not chosen a store and has not seen the choice yet gets it (nothing picks a store for
 * them). The preference module loads on the first open (fetched ahead when the browser is idle);
 * the store-switch review is always mounted (any chooser may need it; its module, too, is fetched
 * when the browser is idle and shows in its own Suspense).
 */
import { Suspense, useEffect, useState } from 'react';
import { useSite } from '../../site/SiteContext.tsx';
import { useStoreSwitchStore } from '../../store-choice/storeSwitch.ts';
import { usePreferenceStore, useSiteDataStore, useUiStore } from '../../stores/index.ts';
import { preloadable, usePreloadWhenIdle } from './preloadable.ts';
import { needsFirstChoice } from '../../store-choice/firstVisit.ts';

const host = preloadable(() => import('./StorePreferenceHost.tsx'));
const StorePreferenceHost = host.Component;
// The review shows only after a shopper's store change asks for it: fetched ahead when idle.
const review = preloadable(() => import('./StoreSwitchReviewHost.tsx'));
const StoreSwitchReview = review.Component;

/** The chooser's module: the server has it in before rendering a first visit's chooser (entry-server's loadRoute). */
export const preloadStorePreference = host.preload;
/** Its key in the client build's manifest (the server links its styles and code: server/assets.ts). */
export const STORE_PREFERENCE_MODULE = 'src/layout/slots/StorePreferenceHost.tsx';

/** The first-visit choice is due (needsFirstChoice); the ui store hears of it once mounted (other slots wait for it). */
function useFirstVisitChoice(): boolean {
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
  return due;
}

function StoreSwitchSlot() {
  const pending = useStoreSwitchStore((state) => state.pending);
  usePreloadWhenIdle(review.preload);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <StoreSwitchReview
        open
        targetName={pending.targetName}
        currentName={pending.currentName}
        changes={pending.changes}
        onContinue={() => pending.decide(true)}
        onStay={() => pending.decide(false)}
      />
    </Suspense>
  );
}

export function StoreChooserSlot() {
  // A first visit's choice is open from the first render: the server's HTML has it (its forms work
  // before the page's code has loaded), and the page hydrates with it open.
  const due = useFirstVisitChoice();
  const open = useUiStore((state) => state.storePickerOpen || state.preferenceDrawerOpen) || due;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  usePreloadWhenIdle(host.preload);
  return (
    <>
      {mounted ? (
        <Suspense fallback={null}>
          <StorePreferenceHost open={open} firstVisit={due} />
        </Suspense>
      ) : null}
      <StoreSwitchSlot />
    </>
  );
}
