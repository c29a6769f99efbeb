/**
 * Store chooser and store-preference drawers, spec 2.7, 4 ("Store chooser"), 7 ("Closest
 * retailers") and 8 (the retailer-list messages and 'Sorry, delivery is currently unavailable.').
 */
import { CLOSEST_RETAILER_MAX_DISTANCE } from '../constants.ts';
import type { OrderType } from '../constants.ts';

export const NO_RETAILER_MATCH_MESSAGE = 'We are sorry, no retailer matches your search.';
export const NO_RETAILER_FOUND_MESSAGE = 'We are sorry, currently no retailer is found.';
export const DELIVERY_UNAVAILABLE_MESSAGE = 'Sorry, delivery is currently unavailable.';

/** The slice of a retailer these rules read. */
/**
 * The retailer in effect: the shopper's chosen retailer, else the CMS initialSiteData
 * canSelectedRetailerId, else none (null). Blank ids count as none; ids are trimmed.
 */
export function effectiveRetailerId(chosen: string | null | undefined, cmsRetailerId: string | null | undefined): string | null {
  const pick = (id: string | null | undefined) => (typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined);
  return pick(chosen) ?? pick(cmsRetailerId) ?? null;
}

export interface ChooserRetailer {
  name?: string | null;
  retailerName?: string | null;
  addressObject?: { state?: string | null } | null;
}

const stateOf = (retailer: ChooserRetailer): string => (retailer.addressObject?.state ?? '').trim();

/** 'Select a State' options: the states having retailers, trimmed, unique, sorted. */
export function statesWithRetailers(retailers: readonly ChooserRetailer[]): string[] {
  const states = new Set(retailers.map(stateOf).filter(Boolean));
  return [...states].sort((a, b) => a.localeCompare(b, 'en'));
}

/** Retailers in the chosen state (exact, trimmed). A blank state keeps every retailer. */
export function retailersInState<R extends ChooserRetailer>(retailers: readonly R[], state: string | null | undefined): R[] {
  const wanted = (state ?? '').trim();
  return wanted ? retailers.filter((r) => stateOf(r) === wanted) : [...retailers];
}

/**
 * 'Search by Store Name': case-insensitive, trimmed "contains" on the store name (name, else
 * retailerName). A blank filter keeps every retailer. (The 600 ms debounce is the caller's.)
 */
export function filterRetailersByName<R extends ChooserRetailer>(retailers: readonly R[], query: string | null | undefined): R[] {
  const wanted = (query ?? '').trim().toLowerCase();
  if (!wanted) return [...retailers];
  return retailers.filter((r) => (r.name || r.retailerName || '').toLowerCase().includes(wanted));
}

/** The order-type tabs. CURBSIDE is the tab for order type CURBSIDE_PICKUP. */
export const preferenceTabs = ['PICKUP', 'CURBSIDE', 'DELIVERY'] as const;
export type PreferenceTab = (typeof preferenceTabs)[number];

export const preferenceTabOrderType: Record<PreferenceTab, OrderType> = {
  PICKUP: 'PICKUP',
  CURBSIDE: 'CURBSIDE_PICKUP',
  DELIVERY: 'DELIVERY',
};

/** The tab shown for an order type ('CURBSIDE_PICKUP' → 'CURBSIDE'). */
export function preferenceTabFor(orderType: OrderType): PreferenceTab {
  return orderType === 'CURBSIDE_PICKUP' ? 'CURBSIDE' : orderType;
}

/** Visible tabs: PICKUP; CURBSIDE unless turnOffCurbsidePickup; DELIVERY unless hideDeliveryBtn. */
export function visiblePreferenceTabs(settings: {
  turnOffCurbsidePickup?: boolean | null;
  hideDeliveryBtn?: boolean | null;
}): PreferenceTab[] {
  return preferenceTabs.filter(
    (tab) => (tab !== 'CURBSIDE' || !settings.turnOffCurbsidePickup) && (tab !== 'DELIVERY' || !settings.hideDeliveryBtn),
  );
}

export interface StoreChooserSelection {
  state: string;
  nameFilter: string;
  tab: PreferenceTab;
}

/** Choosing a state: keep the state, clear the name filter, reset the tab to PICKUP. */
export function chooseState(state: string): StoreChooserSelection {
  return { state, nameFilter: '', tab: 'PICKUP' };
}

/** The delivery tab body: the delivery form when deliverySettingsCMS.isActive, else the message. */
export function deliveryPanel(settings: {
  isActive?: boolean | null;
}): { kind: 'form' } | { kind: 'unavailable'; message: typeof DELIVERY_UNAVAILABLE_MESSAGE } {
  return settings.isActive ? { kind: 'form' } : { kind: 'unavailable', message: DELIVERY_UNAVAILABLE_MESSAGE };
}

/**
 * The list's empty-state message: 'We are sorry, currently no retailer is found.' when there are
 * no retailers at all; 'We are sorry, no retailer matches your search.' when retailers exist but
 * none is left after filtering; null otherwise.
 */
export function retailerListMessage(input: { totalCount: number; shownCount: number }): string | null {
  if (input.totalCount <= 0) return NO_RETAILER_FOUND_MESSAGE;
  return input.shownCount <= 0 ? NO_RETAILER_MATCH_MESSAGE : null;
}

/** When a location search has a latitude other than 0, its results replace the list. */
export function applyLocationSearch<R>(current: readonly R[], search: { latitude: number; retailers: readonly R[] }): R[] {
  return search.latitude !== 0 ? [...search.retailers] : [...current];
}

/** The `type` query value of the closest-retailer filter (spec 7: "?type=Closest Location"). */
export const CLOSEST_LOCATION_TYPE = 'Closest Location';

export interface ClosestRetailersRequest {
  path: string;
  body: { userLatitude: number; userLongitude: number; maxDistance: number };
}

/**
 * POST {retailerFilterPath}?type=Closest Location with {userLatitude, userLongitude, maxDistance}
 * (maxDistance defaults to 60). The path keeps the spec's literal space; fetch encodes it.
 */
export function closestRetailersRequest(input: {
  retailerFilterPath: string;
  userLatitude: number;
  userLongitude: number;
  maxDistance?: number;
}): ClosestRetailersRequest {
  return {
    path: `${input.retailerFilterPath}?type=${CLOSEST_LOCATION_TYPE}`,
    body: {
      userLatitude: input.userLatitude,
      userLongitude: input.userLongitude,
      maxDistance: input.maxDistance ?? CLOSEST_RETAILER_MAX_DISTANCE,
    },
  };
}

/**
 * The default preference modal's first step (spec 2.7): "when state selection is enabled and
 * neither a state nor a retailer is set, it shows only the state list first".
 */
export function preferenceStartsWithStateList(input: {
  enableStateSelector: boolean | null | undefined;
  state: string | null | undefined;
  retailerId: string | null | undefined;
}): boolean {
  return input.enableStateSelector === true && (input.state ?? '').trim() === '' && (input.retailerId ?? '').trim() === '';
}

/** The tab a preference opens on: the shopper's order type when its tab is shown, else the first shown tab. */
export function initialPreferenceTab(orderType: OrderType | null | undefined, visible: readonly PreferenceTab[]): PreferenceTab {
  const wanted = orderType ? preferenceTabFor(orderType) : 'PICKUP';
  return visible.includes(wanted) ? wanted : (visible[0] ?? 'PICKUP');
}
