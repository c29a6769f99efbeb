import { describe, expect, it } from 'vitest';
import { shouldShowStoreClosedPopup, storeClosedModalContent } from './storeClosed.ts';
import type { StoreClosedPopupInput } from './storeClosed.ts';

describe('store closed modal content (spec 2.12)', () => {
  it.each([
    [{}, 'Store Closed', 'Our store is currently closed. You can browse, but checkout is disabled', 'Close'],
    [
      { alertTitle: ' ', alertDescription: null, buttonText: '' },
      'Store Closed',
      'Our store is currently closed. You can browse, but checkout is disabled',
      'Close',
    ],
    [{ alertTitle: 'Closed now', alertDescription: 'Back at 9', buttonText: 'OK' }, 'Closed now', 'Back at 9', 'OK'],
  ])('%o', (cms, title, description, buttonText) => {
    expect(storeClosedModalContent(cms)).toEqual({ title, description, buttonText });
  });
});

describe('store-closed popup show-condition (spec 4)', () => {
  const shown: StoreClosedPopupInput = {
    settingOn: true,
    retailerId: 'r1',
    providerExcluded: false,
    storeOpen: false,
    ageConsentSet: true,
    ageGateVisited: false,
    customerChoicePageVisited: true,
    preferenceOpen: false,
  };
  it('shows when all seven conditions hold and no preference popup is open', () => {
    expect(shouldShowStoreClosedPopup(shown)).toBe(true);
  });
  it.each<[string, Partial<StoreClosedPopupInput>]>([
    ['setting off', { settingOn: false }],
    ['no retailer', { retailerId: null }],
    ['blank retailer', { retailerId: '  ' }],
    ['excluded provider', { providerExcluded: true }],
    ['store open', { storeOpen: true }],
    ['no age consent', { ageConsentSet: false }],
    ['age gate visited', { ageGateVisited: true }],
    ['customer-choice page not visited', { customerChoicePageVisited: false }],
    ['preference popup or drawer open', { preferenceOpen: true }],
  ])('hidden: %s', (_name, change) => {
    expect(shouldShowStoreClosedPopup({ ...shown, ...change })).toBe(false);
  });
});
