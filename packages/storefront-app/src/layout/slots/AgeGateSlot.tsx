/**
 * The first-visit age gate (issue 10): shown once the stored answers are loaded and the shopper has
 * not answered (canAgeConsent), unless the retailer's CMS says the site never asks. 21+ and medical
 * patient keep the answer on this browser (a medical patient also gets the medical menu when the
 * retailer has one); 'No' shows the polite exit and keeps nothing. While it shows, the page behind
 * is inert (the layout sets it), and it renders only in the browser: the server's HTML keeps the
 * page's content for search engines.
 */
import { AgeGate, ageGateContent } from '@storefront/components';
import { useSite } from '../../site/SiteContext.tsx';
import { needsAgeGate } from '../../store-choice/firstVisit.ts';
import { usePreferenceStore, useSiteDataStore } from '../../stores/index.ts';

export function useAgeGateOpen(): boolean {
  const { config } = useSite();
  const hydrated = useSiteDataStore((state) => state.hydrated);
  const consent = useSiteDataStore((state) => state.canAgeConsent);
  return needsAgeGate({ hydrated, ageConsent: consent || config.initialSiteData.canAgeConsent });
}

export function AgeGateSlot({ open }: { open: boolean }) {
  const { config } = useSite();
  const hasMedicalMenu = config.retailerMenuTypeSettingsCMS.isMedicalTypeOn;
  return (
    <AgeGate
      open={open}
      content={ageGateContent(config.ageGateCms)}
      logo={config.ageGateCms.logo || config.headerWidgetCmsData.logo}
      siteName={config.siteSettings.siteName}
      hasMedicalMenu={hasMedicalMenu}
      onAnswer={(answer) => {
        if (answer === 'under-age') return;
        if (answer === 'medical' && hasMedicalMenu) usePreferenceStore.getState().setMenuType('MEDICAL');
        useSiteDataStore.getState().consentToAge();
      }}
    />
  );
}
