import { describe, expect, it } from 'vitest';
import type { OrderType, ProviderKind } from '../constants.ts';
import {
  composeAddress,
  menuOptionPrices,
  orderPreferenceSummary,
  orderTypeBanner,
  orderTypeLabels,
  shouldShowDefaultHomePageControl,
  shouldShowSelectAStore,
  showsLocationInCart,
  showsStoreBar,
  storeBarAddress,
} from './storeBar.ts';
import type { DefaultHomePageState, StoreBarPreference } from './storeBar.ts';
import { priceOption } from '../commerce/pricing.ts';

const pickupAddress = { line1: '1 Main St', city: 'Troy', state: 'MI', postalCode: '48083' };
const curbsideAddress = { line1: '9 Side Rd', city: 'Flint', state: 'MI', postalCode: '48502' };

function preference(orderType: OrderType, extra: Partial<StoreBarPreference> = {}): StoreBarPreference {
  return {
    orderType,
    selectedDeliveryAddress: '22 Oak Ave, Detroit, MI 48201',
    selectedPickupAddressObject: pickupAddress,
    selectedCurbsideAddressObject: curbsideAddress,
    retailerDetails: { address: 'POS: 1 Main Street, Troy' },
    retailerName: 'Troy Store',
    ...extra,
  };
}

describe('order-type labels (spec 2.3)', () => {
  it('are the spec strings', () => {
    expect(orderTypeLabels).toEqual({
      DELIVERY: 'Delivery to',
      PICKUP: 'Pickup from',
      CURBSIDE_PICKUP: 'Curbside Pickup from',
    });
  });
});

describe("composeAddress → 'line1, city, state postalCode'", () => {
  it.each([
    [pickupAddress, '1 Main St, Troy, MI 48083'],
    [{ ...pickupAddress, line1: '' }, 'Troy, MI 48083'],
    [{ ...pickupAddress, city: '  ' }, '1 Main St, MI 48083'],
    [{ ...pickupAddress, state: undefined }, '1 Main St, Troy, 48083'],
    [{ ...pickupAddress, postalCode: '' }, '1 Main St, Troy, MI'],
    [{ line1: ' 1 Main St ', city: ' Troy ' }, '1 Main St, Troy'],
    [{}, ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (address, expected) => {
    expect(composeAddress(address)).toBe(expected);
  });
});

describe('storeBarAddress and the summaries', () => {
  it.each<[StoreBarPreference, boolean | undefined, string, string, string]>([
    [
      preference('DELIVERY'),
      false,
      '22 Oak Ave, Detroit, MI 48201',
      'Delivery to 22 Oak Ave, Detroit, MI 48201',
      'Delivery at : Troy Store',
    ],
    [
      preference('DELIVERY'),
      true,
      '22 Oak Ave, Detroit, MI 48201',
      'Delivery to 22 Oak Ave, Detroit, MI 48201',
      'Delivery at : Troy Store',
    ],
    [preference('PICKUP'), false, '1 Main St, Troy, MI 48083', 'Pickup from 1 Main St, Troy, MI 48083', 'Pickup at : Troy Store'],
    [preference('PICKUP'), undefined, '1 Main St, Troy, MI 48083', 'Pickup from 1 Main St, Troy, MI 48083', 'Pickup at : Troy Store'],
    [preference('PICKUP'), true, 'POS: 1 Main Street, Troy', 'Pickup from POS: 1 Main Street, Troy', 'Pickup at : Troy Store'],
    [
      preference('CURBSIDE_PICKUP'),
      false,
      '9 Side Rd, Flint, MI 48502',
      'Curbside Pickup from 9 Side Rd, Flint, MI 48502',
      'Curbside Pickup at : Troy Store',
    ],
    [
      preference('CURBSIDE_PICKUP'),
      true,
      'POS: 1 Main Street, Troy',
      'Curbside Pickup from POS: 1 Main Street, Troy',
      'Curbside Pickup at : Troy Store',
    ],
    [preference('DELIVERY', { selectedDeliveryAddress: '  ', retailerName: null }), false, '', 'Delivery to', 'Delivery at :'],
    [preference('PICKUP', { retailerDetails: null }), true, '', 'Pickup from', 'Pickup at : Troy Store'],
    [
      preference('CURBSIDE_PICKUP', { selectedCurbsideAddressObject: null }),
      false,
      '',
      'Curbside Pickup from',
      'Curbside Pickup at : Troy Store',
    ],
  ])('%j (POS-address flag %j)', (pref, flag, address, summary, bannerTitle) => {
    expect(storeBarAddress(pref, flag)).toBe(address);
    expect(orderPreferenceSummary(pref, flag)).toBe(summary);
    expect(orderTypeBanner(pref, flag)).toEqual({ title: bannerTitle, address });
  });

  it('gives no address for an order type outside the enum', () => {
    expect(storeBarAddress(preference('SHIPPING' as OrderType), false)).toBe('');
  });
});

describe('provider kinds (spec 1)', () => {
  it.each<[ProviderKind | null | undefined, boolean]>([
    ['dispensaryMenuOne', true],
    ['dispensaryMenuTwo', true],
    ['ecommerce', false],
    [null, false],
    [undefined, false],
  ])('%j: store bar and location in cart → %s', (provider, expected) => {
    expect(showsStoreBar(provider)).toBe(expected);
    expect(showsLocationInCart(provider)).toBe(expected);
  });

  it.each<[ProviderKind | undefined, { price: number; specialPrice?: number | null }, number]>([
    ['ecommerce', { price: 40, specialPrice: 30 }, 30],
    ['ecommerce', { price: 40, specialPrice: 0 }, 0],
    ['ecommerce', { price: 40, specialPrice: 40 }, 40],
    ['ecommerce', { price: 40, specialPrice: 45 }, 40],
    ['ecommerce', { price: 40, specialPrice: -1 }, 40],
    ['ecommerce', { price: 40, specialPrice: Number.NaN }, 40],
    ['ecommerce', { price: 40, specialPrice: null }, 40],
    ['ecommerce', { price: 40 }, 40],
    ['dispensaryMenuOne', { price: 40, specialPrice: 30 }, 40],
    ['dispensaryMenuTwo', { price: 40, specialPrice: 30 }, 40],
    [undefined, { price: 40, specialPrice: 30 }, 40],
  ])('priceOption for %j of %j with no deal running → %j', (provider, option, expected) => {
    expect(priceOption({ option, provider, specials: [] }).price).toBe(expected);
  });

  const both = { price: 13, specialPrice: 10.4, medicalPrice: 11.5, medicalSpecialPrice: 9.2 };
  it.each<[ProviderKind, Parameters<typeof priceOption>[0]['option'], 'MEDICAL' | 'RECREATIONAL' | undefined, number]>([
    ['dispensaryMenuOne', both, 'RECREATIONAL', 13],
    ['dispensaryMenuOne', both, 'MEDICAL', 11.5],
    ['dispensaryMenuOne', both, undefined, 13],
    ['ecommerce', both, 'RECREATIONAL', 10.4],
    ['ecommerce', both, 'MEDICAL', 9.2],
    ['ecommerce', { price: 13, specialPrice: 10.4, medicalPrice: 11.5 }, 'MEDICAL', 11.5],
    ['dispensaryMenuOne', { price: 13 }, 'MEDICAL', 13],
    ['ecommerce', { price: 13, specialPrice: 10.4, medicalPrice: Number.NaN }, 'MEDICAL', 10.4],
  ])('by menu type: priceOption for %j of %j on %j → %j', (provider, option, menuType, expected) => {
    expect(priceOption({ option, provider, menuType, specials: [] }).price).toBe(expected);
  });

  it.each<[Parameters<typeof menuOptionPrices>[0], 'MEDICAL' | 'RECREATIONAL', ReturnType<typeof menuOptionPrices>]>([
    [both, 'RECREATIONAL', { price: 13, specialPrice: 10.4 }],
    [both, 'MEDICAL', { price: 11.5, specialPrice: 9.2 }],
    [{ price: 13, medicalPrice: 11.5 }, 'MEDICAL', { price: 11.5 }],
    [{ price: 13, specialPrice: 10.4 }, 'MEDICAL', { price: 13, specialPrice: 10.4 }],
  ])('menuOptionPrices(%j, %s) → %j', (option, menuType, expected) => {
    expect(menuOptionPrices(option, menuType)).toEqual(expected);
  });
});

describe('default home page control and Select a Store (spec 2.3)', () => {
  it.each<[DefaultHomePageState, boolean, boolean]>([
    [{ provider: 'dispensaryMenuOne', retailerId: null, isDefaultHomePage: false }, true, true],
    [{ provider: 'dispensaryMenuTwo', retailerId: '   ', isDefaultHomePage: undefined }, true, true],
    [{ provider: undefined, retailerId: undefined, isDefaultHomePage: null }, true, true],
    [{ provider: 'ecommerce', retailerId: null, isDefaultHomePage: false }, false, true],
    [{ provider: 'dispensaryMenuOne', retailerId: 'r1', isDefaultHomePage: false }, false, false],
    [{ provider: 'dispensaryMenuOne', retailerId: null, isDefaultHomePage: true }, false, false],
  ])('%j → control %s, Select a Store %s', (state, control, selectAStore) => {
    expect(shouldShowDefaultHomePageControl(state)).toBe(control);
    expect(shouldShowSelectAStore(state)).toBe(selectAStore);
  });
});
