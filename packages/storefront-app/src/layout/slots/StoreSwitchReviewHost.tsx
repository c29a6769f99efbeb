/** The store-switch review as a module of its own (StoreChooserSlot loads it when idle). */
export { StoreSwitchReview as default } from '@storefront/components';
