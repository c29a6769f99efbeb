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
export * from './popups.ts';
export * from './ads.ts';
export * from './storeSwitch.ts';
export * from './delivery.ts';
export * from './pricing.ts';
export * from './taxesAndLimits.ts';
