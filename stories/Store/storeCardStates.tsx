/**
 * The store card's states (spec 2.8), as a table: the hours and status lines at the visual clock
 * (open, closed today, special hours, closed for a holiday, open one day a week), the shopper's
 * current store, a switch in progress, and the footer's summary look. The 'Store/StoreList' card
 * states story and the store-card gallery (Galleries/Variant families) both render this table, and
 * each state carries the text that proves it.
 */
import {
  DEFAULT_MAP_CENTER,
  STORE_CARD_LOADING_LABEL,
  STORE_CLOSED_NOW_TEXT,
  STORE_DETAILS_LABEL,
  STORE_OPEN_NOW_TEXT,
  StoreCard,
  type StoreCardProps,
} from '@storefront/components';
import { distanceMiles } from '@storefront/demo-api';
import { retailers } from '../support/catalog.ts';

/** The visual runner's clock (tests/visual), so today's hours match the screenshots: Friday 3:30 p.m. in Detroit. */
export const STORY_NOW = new Date('2026-11-20T15:30:00-05:00');

/** The demo retailers with their distance from the default map centre, as a location search returns them. */
export const withDistance = retailers.map((retailer) => ({
  ...retailer,
  locationDetail: {
    distance: distanceMiles(DEFAULT_MAP_CENTER.latitude, DEFAULT_MAP_CENTER.longitude, retailer.coordinates.latitude, retailer.coordinates.longitude),
  },
}));

type Card = (typeof withDistance)[number];
const base: Card = withDistance[0]!;

const closedFriday = { ...base.pickupHours, Friday: { ...base.pickupHours.Friday, active: false } };
const sundayOnly = Object.fromEntries(Object.entries(base.pickupHours).map(([day, hours]) => [day, { ...hours, active: day === 'Sunday' }])) as Card['pickupHours'];
const special = (name: string, matches: boolean) => [
  { name, start: '2026-11-20T10:00:00-05:00', end: '2026-11-20T18:00:00-05:00', active: true, specialDateRangeCheckStatus: matches },
];

export interface StoreCardState {
  /** The card's store name (its heading and accessible name). */
  name: string;
  /** The card's props besides the retailer and the clock. */
  props?: Omit<StoreCardProps, 'retailer' | 'now'>;
  retailer: Card;
  /** A text the card shows in this state (exactly). */
  shows: string;
}

export const storeCardStates = {
  open: { name: 'Open today', retailer: base, shows: STORE_OPEN_NOW_TEXT },
  'closed-today': { name: 'Closed on Fridays', retailer: { ...base, pickupHours: closedFriday }, shows: STORE_CLOSED_NOW_TEXT },
  'special-hours': { name: 'Special hours today', retailer: { ...base, specialHours: special('Black Friday', true) }, shows: STORE_OPEN_NOW_TEXT },
  holiday: { name: 'Closed for a holiday', retailer: { ...base, specialHours: special('Staff Day', false) }, shows: 'Closed | Special Hours: Staff Day' },
  'one-day': { name: 'Open on Sundays only', retailer: { ...base, pickupHours: sundayOnly }, shows: 'Open on Sunday' },
  current: { name: 'Your store', retailer: base, props: { isCurrentStore: true, currentMenuType: 'RECREATIONAL' }, shows: STORE_OPEN_NOW_TEXT },
  switching: { name: 'Switching to this store', retailer: base, props: { switchingMenuType: 'RECREATIONAL' }, shows: STORE_CARD_LOADING_LABEL },
  summary: { name: 'Footer summary', retailer: base, props: { look: 'summary' }, shows: STORE_DETAILS_LABEL },
} satisfies Record<string, StoreCardState>;

export type StoreCardStateId = keyof typeof storeCardStates;
export const storeCardStateIds = Object.keys(storeCardStates) as StoreCardStateId[];

/** One state's card, at the visual clock (isMedicalTypeOn: the theme's CMS, passed by the caller). */
export function StoreCardInState({ state, isMedicalTypeOn }: { state: StoreCardStateId; isMedicalTypeOn: boolean }) {
  const { name, retailer, props } = storeCardStates[state] as StoreCardState;
  // Its links go through the preview's router (the withRouter decorator's link adapter).
  return <StoreCard retailer={{ ...retailer, id: state, name }} now={STORY_NOW} isMedicalTypeOn={isMedicalTypeOn} {...props} />;
}
