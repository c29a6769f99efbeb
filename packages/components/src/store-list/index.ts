// Store location cards and the store chooser's state + list view (spec 2.7, 2.8).
export {
  StoreCard,
  STORE_CHOICE_FIELDS,
  storeCardLooks,
  storeName,
  storeAddress,
  type StoreCardProps,
  type StoreCardRetailer,
  type StoreCardLook,
} from './StoreCard.tsx';
export {
  StoreList,
  SELECT_A_STATE_LABEL,
  ALL_STATES_OPTION,
  SEARCH_BY_STORE_NAME_LABEL,
  USE_MY_LOCATION_LABEL,
  LOCATING_LABEL,
  CLOSEST_STORES_LABEL,
  SHOW_ALL_STORES_LABEL,
  type LocationSearch,
  type StoreListProps,
} from './StoreList.tsx';
export { storeCardFlagMatrix } from './storeCardFlagMatrix.ts';
export {
  storeCardStates,
  storeCardStateIds,
  storeInState,
  STORE_CARD_STATES_NOW,
  type StoreCardState,
  type StoreCardStateId,
} from './storeCardStates.ts';
