/**
 * The store-preference versions (spec 2.7) as data: one row per version of
 * `storePreferenceVariants` (isRetailerVersionTwo … Five, default the modal). StorePreference reads
 * the row; a new version is one row here plus its flag in rules/navigation/variants.ts.
 *
 * Fixed by the spec: versions Two, Three and Five are drawers (400 px / 507 px); Four is a modal;
 * the default is a modal with the headline 'How do you want to shop?', a 570 px list and the state
 * list first; version Two shows a bottom bar of menu-type buttons once a retailer is chosen.
 * Ours: which side a drawer docks to, the intro content each version shows (the preference-modal
 * content or the location-preference content), where its image sits and how its tabs look.
 */
import type { StorePreferenceVariant } from '../rules/navigation/variants.ts';

export interface StorePreferenceDesign {
  /** A centred modal or a drawer docked to `side`. */
  container: 'modal' | 'drawer';
  side: 'left' | 'right';
  /** Spec 9 drawer widths: 'narrow' 400 px, 'wide' 507 px (a modal: the same two caps). */
  width: 'narrow' | 'wide';
  /** The heading and intro: preferenceModalCmsData ('preference') or locationPreference ('location'). */
  intro: 'preference' | 'location';
  /** The intro image: a banner across the top, a small image beside the title, or none. */
  image: 'banner' | 'inline' | 'none';
  /** The default modal caps its list at the preference list height (570 px); drawers scroll whole. */
  listHeight: 'preference' | 'auto';
  /** "When state selection is enabled and neither a state nor a retailer is set, it shows only the state list first." */
  stateStepFirst: boolean;
  /** Version Two: menu-type buttons in a bottom bar after a retailer is chosen. */
  menuTypeBar: boolean;
  /** How the order-type tabs look. */
  tabs: 'pills' | 'underline';
}

export const storePreferenceDesigns = {
  modal: {
    container: 'modal',
    side: 'right',
    width: 'wide',
    intro: 'preference',
    image: 'banner',
    listHeight: 'preference',
    stateStepFirst: true,
    menuTypeBar: false,
    tabs: 'pills',
  },
  two: {
    container: 'drawer',
    side: 'right',
    width: 'narrow',
    intro: 'location',
    image: 'inline',
    listHeight: 'auto',
    stateStepFirst: false,
    menuTypeBar: true,
    tabs: 'underline',
  },
  three: {
    container: 'drawer',
    side: 'left',
    width: 'wide',
    intro: 'location',
    image: 'banner',
    listHeight: 'auto',
    stateStepFirst: false,
    menuTypeBar: false,
    tabs: 'pills',
  },
  four: {
    container: 'modal',
    side: 'right',
    width: 'narrow',
    intro: 'location',
    image: 'inline',
    listHeight: 'auto',
    stateStepFirst: false,
    menuTypeBar: false,
    tabs: 'underline',
  },
  five: {
    container: 'drawer',
    side: 'right',
    width: 'wide',
    intro: 'preference',
    image: 'inline',
    listHeight: 'auto',
    stateStepFirst: false,
    menuTypeBar: false,
    tabs: 'underline',
  },
} as const satisfies Record<StorePreferenceVariant, StorePreferenceDesign>;
