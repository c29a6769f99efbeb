/**
 * The first-visit age gate (issue 10): shown once the stored answers are loaded and the shopper has
 * not answered (canAgeConsent), unless the retailer's CMS says the site never asks. 21+ and medical
 * patient keep the answer on this browser (a medical patient also gets the medical menu when the
 * retailer has one); 'No' shows the polite exit and keeps nothing. While it asks, the page behind
 * is inert (the layout sets it). The server's HTML has it 'pending' (ageGateState): before the page,
 * in place, not modal, nothing inert, so a first visit's first paint is the question and the page's
 * content stays in the HTML for search engines; the document's first script hides it for a browser
 * that has answered (AGE_CONSENT_ATTRIBUTE), and once the stored answer is read it asks or goes.
 */
import { useLocation } from 'react-router';
import { AgeGate, ageGateContent } from '@storefront/components';
import { AGE_GATE_EXIT_PARAM, AGE_GATE_EXIT_VALUE } from '../../shop/shopperActions.ts';
import { useFormTarget } from '../../shop/useFormTarget.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { ageGateState, type AgeGateState } from '../../store-choice/firstVisit.ts';
import { usePreferenceStore, useSiteDataStore } from '../../stores/index.ts';

export function useAgeGateState(): AgeGateState {
  const { config } = useSite();
  const hydrated = useSiteDataStore((state) => state.hydrated);
  const consent = useSiteDataStore((state) => state.canAgeConsent);
  return ageGateState({ hydrated, ageConsent: consent || config.initialSiteData.canAgeConsent });
}

export function AgeGateSlot({ state }: { state: AgeGateState }) {
  const { config } = useSite();
  const hasMedicalMenu = config.retailerMenuTypeSettingsCMS.isMedicalTypeOn;
  const { search } = useLocation();
  const exit = new URLSearchParams(search).get(AGE_GATE_EXIT_PARAM) === AGE_GATE_EXIT_VALUE;
  const form = useFormTarget('ageGate');
  return (
    <AgeGate
      open={state !== 'closed'}
      pending={state === 'pending'}
      content={ageGateContent(config.ageGateCms)}
      logo={config.ageGateCms.logo || config.headerWidgetCmsData.logo}
      siteName={config.siteSettings.siteName}
      hasMedicalMenu={hasMedicalMenu}
      form={form}
      initialView={exit ? 'exit' : 'question'}
      onAnswer={(answer) => {
        if (answer === 'under-age') return;
        if (answer === 'medical' && hasMedicalMenu) usePreferenceStore.getState().setMenuType('MEDICAL');
        useSiteDataStore.getState().consentToAge();
      }}
    />
  );
}
