// The store-preference drawers and modals (spec 2.7): one component over a version table.
export {
  StorePreference,
  ORDER_TYPE_TABS_LABEL,
  ORDER_TYPE_TAB_FIELD,
  type StorePreferenceProps,
  type StorePreferenceSettings,
  type StorePreferenceCurrent,
  type PreferenceModalContent,
  type LocationPreferenceContent,
} from './StorePreference.tsx';
export { storePreferenceDesigns, type StorePreferenceDesign } from './storePreferenceDesigns.ts';
export {
  DeliveryForm,
  DELIVERY_FORM_FIELDS,
  CHECK_ADDRESS_LABEL,
  CHECKING_ADDRESS_LABEL,
  DELIVER_FROM_STORE_LABEL,
  DELIVERING_FROM_STORE_LABEL,
  DELIVERY_CHECK_FAILED_MESSAGE,
  STORES_DELIVERING_LABEL,
  emptyDeliveryAddress,
  type DeliveryFormProps,
} from './DeliveryForm.tsx';
export { MenuTypeBar, type MenuTypeBarProps } from './MenuTypeBar.tsx';
export { StateStep, STATE_CHOICE_FIELD, type StateStepProps } from './StateStep.tsx';
export { storePreferencePropsFromCms } from './storePreferencePropsFromCms.ts';
export { StoreSwitchReview, storeSwitchReviewText, type StoreSwitchReviewProps } from './StoreSwitchReview.tsx';
