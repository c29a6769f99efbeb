/**
 * The store card's states for stories: the table (packages/components/src/store-list/storeCardStates.ts:
 * open, closed today, special hours, closed for a holiday, open one day a week, current, switching,
 * the footer's summary look) applied to the first demo store, at the table's clock. The
 * 'Store/StoreList' card-states story, the store-card gallery and its flag matrix render it.
 */
import {
  DEFAULT_MAP_CENTER,
  STORE_CARD_STATES_NOW,
  StoreCard,
  storeCardStates,
  storeInState,
  type StoreCardState,
  type StoreCardStateId,
} from '@storefront/components';
import { distanceMiles } from '@storefront/demo-api';
import { retailers } from '../support/catalog.ts';

export { storeCardStateIds, storeCardStates, type StoreCardStateId } from '@storefront/components';

/** The visual runner's clock (tests/visual), so today's hours match the screenshots: Friday 3:30 p.m. in Detroit. */
export const STORY_NOW = STORE_CARD_STATES_NOW;

/** The demo retailers with their distance from the default map centre, as a location search returns them. */
export const withDistance = retailers.map((retailer) => ({
  ...retailer,
  locationDetail: {
    distance: distanceMiles(
      DEFAULT_MAP_CENTER.latitude,
      DEFAULT_MAP_CENTER.longitude,
      retailer.coordinates.latitude,
      retailer.coordinates.longitude,
    ),
  },
}));

/** One state's card, at the visual clock (isMedicalTypeOn: the theme's CMS, passed by the caller). */
export function StoreCardInState({ state, isMedicalTypeOn }: { state: StoreCardStateId; isMedicalTypeOn: boolean }) {
  const { props }: StoreCardState = storeCardStates[state];
  // Its links go through the preview's router (the withRouter decorator's link adapter).
  return <StoreCard retailer={storeInState(withDistance[0]!, state)} now={STORY_NOW} isMedicalTypeOn={isMedicalTypeOn} {...props} />;
}
