/**
 * The store card's states (spec 2.8) as a table, for the workbench: the hours and status lines at
 * the table's clock (open, closed today, special hours, closed for a holiday, open one day a week),
 * the shopper's current store, a switch in progress, and the footer's summary look. Each state is
 * a change to a base store and the card's props, and carries the text that proves it. The
 * 'Store/StoreList' card-states story, the store-card gallery and the store card's flag matrix
 * (storeCardFlagMatrix) all render this table, so a state added here is in all three at once.
 *
 * Pure data: no React, no CSS (the visual suite's Node side reads the ids through the matrix).
 */
import { STORE_CARD_LOADING_LABEL, STORE_DETAILS_LABEL } from '../rules/navigation/storeCard.ts';
import { STORE_CLOSED_NOW_TEXT, STORE_OPEN_NOW_TEXT } from '../rules/navigation/storeHours.ts';
import type { SpecialHours, Weekday } from '../domain/types.ts';
import type { StoreCardProps, StoreCardRetailer } from './StoreCard.tsx';

/** The table's clock: Friday 20 November 2026, 3:30 p.m. in Detroit (the visual suite's clock). */
export const STORE_CARD_STATES_NOW = new Date('2026-11-20T15:30:00-05:00');

type Hours = NonNullable<StoreCardRetailer['pickupHours']>;

export interface StoreCardState {
  /** The card's store name (its heading and accessible name). */
  name: string;
  /** The store in this state, from a base store (its hours, special hours). */
  store?: (base: StoreCardRetailer & { pickupHours: Hours }) => Partial<StoreCardRetailer>;
  /** The card's props besides the retailer and the clock. */
  props?: Omit<StoreCardProps, 'retailer' | 'now'>;
  /** A text the card shows in this state (exactly). */
  shows: string;
}

const onlyOn = (hours: Hours, open: (day: Weekday) => boolean): Hours =>
  Object.fromEntries(Object.entries(hours).map(([day, each]) => [day, { ...each, active: each.active && open(day as Weekday) }])) as Hours;

/** Special hours on the clock's day, 10 a.m. to 6 p.m.; `matches`: its date range is today's. */
const specialToday = (name: string, matches: boolean): SpecialHours[] => [
  { name, start: '2026-11-20T10:00:00-05:00', end: '2026-11-20T18:00:00-05:00', active: true, specialDateRangeCheckStatus: matches },
];

export const storeCardStates = {
  open: { name: 'Open today', shows: STORE_OPEN_NOW_TEXT },
  'closed-today': {
    name: 'Closed on Fridays',
    store: (base) => ({ pickupHours: onlyOn(base.pickupHours, (day) => day !== 'Friday') }),
    shows: STORE_CLOSED_NOW_TEXT,
  },
  'special-hours': {
    name: 'Special hours today',
    store: () => ({ specialHours: specialToday('Black Friday', true) }),
    shows: STORE_OPEN_NOW_TEXT,
  },
  holiday: {
    name: 'Closed for a holiday',
    store: () => ({ specialHours: specialToday('Staff Day', false) }),
    shows: 'Closed | Special Hours: Staff Day',
  },
  'one-day': {
    name: 'Open on Sundays only',
    store: (base) => ({ pickupHours: onlyOn(base.pickupHours, (day) => day === 'Sunday') }),
    shows: 'Open on Sunday',
  },
  current: { name: 'Your store', props: { isCurrentStore: true, currentMenuType: 'RECREATIONAL' }, shows: STORE_OPEN_NOW_TEXT },
  switching: { name: 'Switching to this store', props: { switchingMenuType: 'RECREATIONAL' }, shows: STORE_CARD_LOADING_LABEL },
  summary: { name: 'Footer summary', props: { look: 'summary' }, shows: STORE_DETAILS_LABEL },
} as const satisfies Record<string, StoreCardState>;

export type StoreCardStateId = keyof typeof storeCardStates;
export const storeCardStateIds = Object.keys(storeCardStates) as StoreCardStateId[];

/** A base store in a state: its changes, the state's name as the store's, and the state's id as its id. */
export function storeInState<R extends StoreCardRetailer & { pickupHours: Hours }>(base: R, state: StoreCardStateId): R {
  const entry: StoreCardState = storeCardStates[state];
  return { ...base, ...entry.store?.(base), id: state, name: entry.name };
}
