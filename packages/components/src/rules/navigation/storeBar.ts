/**
 * The 'You’re Shopping at' store bar, the order-type banner and the desktop order-preference
 * summary (spec 2.3), and the provider-kind predicates of spec 1.
 */
import { PROVIDER_DISPENSARY_MENU_ONE, PROVIDER_DISPENSARY_MENU_TWO, PROVIDER_ECOMMERCE } from '../constants.ts';
import type { MenuType, OrderType, ProviderKind } from '../constants.ts';
import type { Address } from '../../domain/types.ts';
import { nonBlank } from './text.ts';

export const STORE_BAR_HEADING = 'You’re Shopping at';
export const SELECT_A_STORE_LABEL = 'Select a Store';

/** Store bar and desktop summary labels (spec 2.3). */
export const orderTypeLabels = {
  DELIVERY: 'Delivery to',
  PICKUP: 'Pickup from',
  CURBSIDE_PICKUP: 'Curbside Pickup from',
} as const satisfies Record<OrderType, string>;

/** Order-type banner labels: '{label} : {retailerName}' (spec 2.3). */
export const orderTypeBannerLabels = {
  DELIVERY: 'Delivery at',
  PICKUP: 'Pickup at',
  CURBSIDE_PICKUP: 'Curbside Pickup at',
} as const satisfies Record<OrderType, string>;

/** 'line1, city, state postalCode'; missing or blank parts are skipped with their separators. */
export function composeAddress(address: Partial<Address> | null | undefined): string {
  const stateAndPostal = [nonBlank(address?.state), nonBlank(address?.postalCode)].filter(Boolean).join(' ');
  return [nonBlank(address?.line1), nonBlank(address?.city), stateAndPostal].filter(Boolean).join(', ');
}

/** The address line: the composed addressObject, else the provider's formatted address ('' without either). */
export function storeAddress(retailer: { address?: string | null; addressObject: Parameters<typeof composeAddress>[0] }): string {
  return nonBlank(composeAddress(retailer.addressObject)) ?? nonBlank(retailer.address) ?? '';
}

/** The store's phone: contactNumber, else retailerPhoneNumber (the store card's order). */
export function storePhone(retailer: { contactNumber?: string | null; retailerPhoneNumber?: string | null }): string | null {
  return nonBlank(retailer.contactNumber) ?? nonBlank(retailer.retailerPhoneNumber) ?? null;
}

/** The order-preference fields the store bar reads (spec 3 'Order preference / store context'). */
export interface StoreBarPreference {
  orderType: OrderType;
  selectedDeliveryAddress?: string | null;
  selectedPickupAddressObject?: Partial<Address> | null;
  selectedCurbsideAddressObject?: Partial<Address> | null;
  retailerDetails?: { address?: string | null } | null;
  retailerName?: string | null;
}

/**
 * The address the store bar and banner show: the selected delivery address for DELIVERY; for PICKUP
 * and CURBSIDE_PICKUP, retailerDetails.address when the POS-address flag is set, else the composed
 * selected pickup / curbside address. '' when there is none.
 */
export function storeBarAddress(preference: StoreBarPreference, posAddressFlag: boolean | null | undefined): string {
  switch (preference.orderType) {
    case 'DELIVERY':
      return nonBlank(preference.selectedDeliveryAddress) ?? '';
    case 'PICKUP':
    case 'CURBSIDE_PICKUP': {
      if (posAddressFlag === true) return nonBlank(preference.retailerDetails?.address) ?? '';
      const selected =
        preference.orderType === 'PICKUP' ? preference.selectedPickupAddressObject : preference.selectedCurbsideAddressObject;
      return composeAddress(selected);
    }
    default:
      preference.orderType satisfies never;
      return '';
  }
}

/** '{label} {address}', e.g. 'Pickup from 1 Main St, Troy, MI 48083'; just the label without an address. */
export function orderPreferenceSummary(preference: StoreBarPreference, posAddressFlag: boolean | null | undefined): string {
  return [orderTypeLabels[preference.orderType], storeBarAddress(preference, posAddressFlag)].filter(Boolean).join(' ');
}

/** The order-type banner: 'Delivery at : {retailerName}' etc., and the address line below it. */
export function orderTypeBanner(
  preference: StoreBarPreference,
  posAddressFlag: boolean | null | undefined,
): { title: string; address: string } {
  return {
    title: `${orderTypeBannerLabels[preference.orderType]} : ${nonBlank(preference.retailerName) ?? ''}`.trim(),
    address: storeBarAddress(preference, posAddressFlag),
  };
}

/** The two dispensary-menu (point-of-sale / menu) provider kinds (spec 1). */
export function isDispensaryMenuProvider(provider: ProviderKind | null | undefined): boolean {
  return provider === PROVIDER_DISPENSARY_MENU_ONE || provider === PROVIDER_DISPENSARY_MENU_TWO;
}

/** The store address bar is shown by dispensary-menu providers, absent for e-commerce (spec 1, 2.3). */
export function showsStoreBar(provider: ProviderKind | null | undefined): boolean {
  return isDispensaryMenuProvider(provider);
}

/**
 * Dispensary-menu providers show the location in the cart (spec 1). The cart's own CMS switch
 * (cartProductSectionCmsData.isShowLocation) is applied by the cart on top of this.
 */
export function showsLocationInCart(provider: ProviderKind | null | undefined): boolean {
  return isDispensaryMenuProvider(provider);
}

export interface PricedOption {
  price: number;
  specialPrice?: number | null;
  /** The medical menu's prices (issue 10: separate medical and recreational prices per option). */
  medicalPrice?: number | null;
  medicalSpecialPrice?: number | null;
}

const finitePrice = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The listed and special price of an option on a menu: the medical fields on the MEDICAL menu when
 * the option has a medical price, else the recreational ones (a product with one price list sells at
 * it on both menus).
 */
export function menuOptionPrices(option: PricedOption, menuType?: MenuType | null): { price: number; specialPrice?: number } {
  const medical = menuType === 'MEDICAL' && finitePrice(option.medicalPrice);
  const price = medical ? (option.medicalPrice as number) : option.price;
  const special = medical ? option.medicalSpecialPrice : option.specialPrice;
  return finitePrice(special) ? { price, specialPrice: special } : { price };
}

export interface DefaultHomePageState {
  provider: ProviderKind | null | undefined;
  retailerId: string | null | undefined;
  isDefaultHomePage: boolean | null | undefined;
}

/** The header control that turns on the default home page: not e-commerce, no retailer, not in use (spec 2.3). */
export function shouldShowDefaultHomePageControl(state: DefaultHomePageState): boolean {
  return state.provider !== PROVIDER_ECOMMERCE && nonBlank(state.retailerId) === undefined && state.isDefaultHomePage !== true;
}

/** Desktop 'Select a Store': no store chosen and the default home page not shown (spec 2.3). */
export function shouldShowSelectAStore(state: Omit<DefaultHomePageState, 'provider'>): boolean {
  return nonBlank(state.retailerId) === undefined && state.isDefaultHomePage !== true;
}
