/**
 * The store location card (spec 2.8): distance, call line, and one button per menu type of the
 * store with its label and click behaviour.
 */
import { DISTANCE_DECIMALS, DISTANCE_UNIT, menuTypes } from '../constants.ts';
import type { MenuType, OrderType } from '../constants.ts';
import { nonBlank } from './text.ts';

export const STORE_DETAILS_LABEL = 'Store Details';
export const STORE_CARD_LOADING_LABEL = 'Loading...';

/** "{n} Miles" with 2 decimals; null when the distance is missing, negative or not a number. */
export function distanceLabel(distance: number | null | undefined): string | null {
  return typeof distance === 'number' && Number.isFinite(distance) && distance >= 0
    ? `${distance.toFixed(DISTANCE_DECIMALS)} ${DISTANCE_UNIT}`
    : null;
}

/** "Call : {phone}" when a contact number is present (contactNumber, else retailerPhoneNumber). */
export function callLabel(retailer: { contactNumber?: string | null; retailerPhoneNumber?: string | null }): string | null {
  const phone = nonBlank(retailer.contactNumber) ?? nonBlank(retailer.retailerPhoneNumber);
  return phone === undefined ? null : `Call : ${phone}`;
}

/** Labels by menu type; RECREATIONAL depends on isMedicalTypeOn. Index 0: not current, 1: current. */
export const storeCardButtonLabels = {
  MEDICAL: ['Shop Medical', 'Shopping Medical'],
  RECREATIONAL: ['Shop Recreational', 'Shopping Recreational'],
  THIS_LOCATION: ['Shop This Location', 'Shopping This Location'],
} as const;

export interface StoreCardButtonsInput {
  /** The store's menu types. */
  menuTypes: readonly MenuType[] | null | undefined;
  /** retailerMenuTypeSettingsCMS.isMedicalTypeOn */
  isMedicalTypeOn: boolean | null | undefined;
  /** Whether this card is the currently chosen store. */
  isCurrentStore: boolean;
  /** The current menu type of the shopper. */
  currentMenuType: MenuType | null | undefined;
  /** The menu type being switched to on this card, while the switch runs. */
  switchingMenuType?: MenuType | null;
}

export interface StoreCardButton {
  menuType: MenuType;
  label: string;
  isCurrent: boolean;
  disabled: boolean;
  /** 'locationAlert' for the current store's active menu, else 'switch' (order type PICKUP). */
  action: 'locationAlert' | 'switch';
  orderType: OrderType;
}

/**
 * One button per menu type of the store (MEDICAL first), spec 2.8:
 * - MEDICAL only when isMedicalTypeOn: 'Shop Medical' / 'Shopping Medical' when current;
 * - RECREATIONAL: 'Shop Recreational' / 'Shopping Recreational' when medical is on, else
 *   'Shop This Location' / 'Shopping This Location';
 * - while switching, that button reads 'Loading...' and all buttons are disabled.
 */
export function storeCardButtons(input: StoreCardButtonsInput): StoreCardButton[] {
  const medicalOn = input.isMedicalTypeOn === true;
  const switching = input.switchingMenuType ?? null;
  const offered = menuTypes.filter((type) => (input.menuTypes ?? []).includes(type) && (type !== 'MEDICAL' || medicalOn));
  return offered.map((menuType) => {
    const isCurrent = input.isCurrentStore && input.currentMenuType === menuType;
    const labels = menuType === 'RECREATIONAL' && !medicalOn ? storeCardButtonLabels.THIS_LOCATION : storeCardButtonLabels[menuType];
    return {
      menuType,
      label: switching === menuType ? STORE_CARD_LOADING_LABEL : labels[isCurrent ? 1 : 0],
      isCurrent,
      disabled: switching !== null,
      action: isCurrent ? 'locationAlert' : 'switch',
      orderType: 'PICKUP',
    };
  });
}
