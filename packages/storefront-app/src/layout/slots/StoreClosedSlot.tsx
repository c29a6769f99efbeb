/**
 * The store-closed modal (spec 2.12) under exactly the conditions of spec 4
 * (shouldShowStoreClosedPopup): the setting on, a store shown, a provider other than e-commerce
 * (ours: the kind without a store bar is the one the spec leaves out), the store not open now in its
 * own time zone, age consent given, the age gate not showing, the first-visit choice seen, and the
 * store preference closed. Closing it keeps it closed for that store for the rest of the visit
 * (sessionStorage); checkout stays disabled (useStoreStatus) whatever the modal does.
 *
 * The modal itself (StoreClosedHost) is not part of the first load: it never is in the server's HTML
 * (it waits for the stored answers), so its module loads when it is due, in its own Suspense.
 */
import { Suspense, useEffect, useState } from 'react';
import { PROVIDER_ECOMMERCE, shouldShowStoreClosedPopup } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { useStoreStatus } from '../../store-choice/useStoreStatus.ts';
import { useSiteDataStore, useUiStore } from '../../stores/index.ts';
import { readSessionValue, writeSessionValue } from '../../stores/sessionValue.ts';
import { preloadable } from './preloadable.ts';

const StoreClosedHost = preloadable(() => import('./StoreClosedHost.tsx')).Component;

const DISMISSED_KEY = 'storeClosedDismissed';

const readDismissed = () => readSessionValue(DISMISSED_KEY);
const writeDismissed = (retailerId: string) => writeSessionValue(DISMISSED_KEY, retailerId);

export function StoreClosedSlot({ ageGateOpen }: { ageGateOpen: boolean }) {
  const { config } = useSite();
  const status = useStoreStatus();
  const siteData = useSiteDataStore();
  const preferenceOpen = useUiStore((state) => state.storePickerOpen || state.preferenceDrawerOpen);
  const [dismissed, setDismissed] = useState<string | null>(readDismissed);
  const show =
    status.open === false &&
    siteData.hydrated &&
    dismissed !== status.retailerId &&
    shouldShowStoreClosedPopup({
      settingOn: config.retailerClosePopupCMS.isTurnOn,
      retailerId: status.retailerId,
      providerExcluded: config.initialSiteData.provider === PROVIDER_ECOMMERCE,
      storeOpen: status.open,
      ageConsentSet: siteData.canAgeConsent || config.initialSiteData.canAgeConsent,
      ageGateVisited: ageGateOpen,
      customerChoicePageVisited: siteData.isVisitedCustomerChoicePage || config.initialSiteData.isVisitedCustomerChoicePage,
      preferenceOpen,
    });
  // Told before the module loads, so a pop-up campaign never opens over the notice (issue 35).
  const setStoreClosedOpen = useUiStore((state) => state.setStoreClosedOpen);
  useEffect(() => {
    setStoreClosedOpen(show);
    return () => setStoreClosedOpen(false);
  }, [show, setStoreClosedOpen]);
  if (!show || !status.retailerId) return null;
  const retailerId = status.retailerId;
  return (
    <Suspense fallback={null}>
      <StoreClosedHost
        config={config}
        retailer={status.retailer}
        hoursLine={status.hoursLine}
        onClose={() => {
          writeDismissed(retailerId);
          setDismissed(retailerId);
        }}
      />
    </Suspense>
  );
}
