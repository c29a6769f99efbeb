/**
 * Store closed modal and popup, spec 2.12 (content defaults) and 4 ("Store-closed popup").
 */

export const STORE_CLOSED_DEFAULT_TITLE = 'Store Closed';
export const STORE_CLOSED_DEFAULT_DESCRIPTION = 'Our store is currently closed. You can browse, but checkout is disabled';
export const STORE_CLOSED_DEFAULT_BUTTON = 'Close';

const orDefault = (value: string | null | undefined, fallback: string): string => {
  const trimmed = (value ?? '').trim();
  return trimmed ? trimmed : fallback;
};

/** Modal content from retailerClosePopupCMS; blank or missing fields use the spec's defaults. */
export function storeClosedModalContent(cms: {
  alertTitle?: string | null;
  alertDescription?: string | null;
  buttonText?: string | null;
}): { title: string; description: string; buttonText: string } {
  return {
    title: orDefault(cms.alertTitle, STORE_CLOSED_DEFAULT_TITLE),
    description: orDefault(cms.alertDescription, STORE_CLOSED_DEFAULT_DESCRIPTION),
    buttonText: orDefault(cms.buttonText, STORE_CLOSED_DEFAULT_BUTTON),
  };
}

export interface StoreClosedPopupInput {
  /** retailerClosePopupCMS.isTurnOn. */
  settingOn: boolean;
  /** The chosen retailer's id; blank means none is chosen. */
  retailerId?: string | null;
  /** True when the provider is the kind the spec excludes (its value is not shown in the spec). */
  providerExcluded: boolean;
  storeOpen: boolean;
  /** The age consent is set (canAgeConsent). */
  ageConsentSet: boolean;
  ageGateVisited: boolean;
  /** isVisitedCustomerChoicePage. */
  customerChoicePageVisited: boolean;
  /** The preference popup or drawer is open. */
  preferenceOpen: boolean;
}

/**
 * Shows when all seven hold: the setting is on; a retailer is chosen; the provider is not of the
 * excluded kind; the store is not open; age consent is set; the age gate has not been visited; the
 * customer-choice page has been visited. Hidden while the preference popup or drawer is open.
 */
export function shouldShowStoreClosedPopup(input: StoreClosedPopupInput): boolean {
  return (
    input.settingOn &&
    (input.retailerId ?? '').trim() !== '' &&
    !input.providerExcluded &&
    !input.storeOpen &&
    input.ageConsentSet &&
    !input.ageGateVisited &&
    input.customerChoicePageVisited &&
    !input.preferenceOpen
  );
}
