// Commerce rules of the storefront spec: pure functions, one file per topic.
export * from './datesAndMoney.ts';
export * from './money.ts';
export * from './cart.ts';
export * from './productMenu.ts';
export * from './checkoutOffer.ts';
export * from './storeClosed.ts';
export * from './validation.ts';
export * from './storeChooser.ts';
export * from './popupResponses.ts';
export * from './visitor.ts';
export * from './abandonedCart.ts';

// popups.ts and ads.ts are listed by name: the CMS schema (../../cms) exports the same spec 4 / spec 3
// enumerations (popupActions, popupKinds, popupButtonTypes, popupScheduleTypes, popupTriggerTypes,
// popupStatuses, adTypes and their types) with identical values, so the package barrel takes those
// from there. They stay importable from './popups.ts' and './ads.ts'.
export {
  popupVisitorResponses,
  popupResponseType,
  isPopupScheduleActive,
  normalizePopupPath,
  isPopupTriggerMatch,
  isPopupEligible,
  popupDisplayTiming,
  shouldShowPopupNow,
  pageScrollPercent,
  buildPopupQueue,
  shouldShowPopupOverlay,
  nextPopupAfterClose,
} from './popups.ts';
export type {
  PopupAction,
  PopupKind,
  PopupStatus,
  PopupVisitorResponse,
  PopupResponseType,
  PopupSchedule,
  PopupTrigger,
  PopupBehavior,
  PopupCampaignLike,
  PopupDisplayTiming,
  PopupPageProgress,
} from './popups.ts';
export {
  adModes,
  DEFAULT_AD_MODE,
  adLoadStatuses,
  adSlotNotFoundMessage,
  unknownAdTypeMessage,
  adMissingRetailerMessage,
  adModeMatches,
  adEligibility,
  isAdEligible,
  resolveAdSlot,
  AD_WIDGET_REQUIRED_SETTINGS,
  AD_CAROUSEL_REQUIRED_SETTINGS,
  missingAdWidgetSettings,
  initialAdLoadState,
  adLoadReducer,
  adPollTimes,
  simulateAdLoad,
  isAdHidden,
} from './ads.ts';
export type {
  RenderableAdType,
  AdMode,
  AdBreakpoint,
  AdLoadStatus,
  AdServiceInput,
  AdEligibility,
  AdSlotDecision,
  AdLoadState,
  AdLoadEvent,
} from './ads.ts';
