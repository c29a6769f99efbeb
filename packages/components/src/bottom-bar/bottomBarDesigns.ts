/**
 * The ten bottom-bar designs (spec 2.5, chosen by isFooterOne … isFooterTen) as data: which items
 * in which order, how each item is drawn, what the design's 'More' button opens and how its
 * overlay closes. One `BottomBar` reads this table; no design has a component of its own.
 *
 * Designs 1, 5, 7, 8, 9 and 10 follow the spec. The spec does not describe designs 2, 3, 4 and 6;
 * they are ours: four distinct looks over the same CMS items (see each `description`).
 */
import { FOOTER_DESIGN_NINE_OVERLAY_CLOSE_DELAY_MS, FOOTER_DESIGN_TEN_OVERLAY_CLOSE_DELAY_MS } from '../rules/constants.ts';
import type { BottomBarVariant } from '../rules/navigation/variants.ts';
import type { BottomBarItemId } from './bottomBarItems.ts';

/** The bar's overall look (a recipe variant of BottomBar.css.ts). */
export const bottomBarLooks = ['classic', 'floating', 'indicator', 'dots', 'segmented'] as const;
export type BottomBarLook = (typeof bottomBarLooks)[number];

/** How one item is drawn: plain, inside a filled circle, or a raised centre button. */
export const bottomBarItemTreatments = ['plain', 'circle', 'raised'] as const;
export type BottomBarItemTreatment = (typeof bottomBarItemTreatments)[number];

/**
 * What the design's own overlay shows:
 * - 'shopByChoice': Shop By Choice carousel, Shop By Price buckets and 'Shop All' (design 5);
 * - 'dealsByCategories': the custom-category grid, 'View All Deals' and 'Shop All' (design 7);
 * - 'searchMenu': a search field and the CMS items the bar does not show (designs 9 and 10);
 * - 'none': the design has no overlay of its own.
 */
export const bottomBarOverlayKinds = ['none', 'shopByChoice', 'dealsByCategories', 'searchMenu'] as const;
export type BottomBarOverlayKind = (typeof bottomBarOverlayKinds)[number];

/** The CMS prefix of a design's 'More' button (`${prefix}MoreText`, `${prefix}MoreImage`). */
export type MoreButtonCmsPrefix = 'designFive' | 'designSeven' | 'designEight' | 'designNine' | 'designTen';

export interface BottomBarDesignItem {
  id: BottomBarItemId;
  treatment: BottomBarItemTreatment;
  /** The built-in icon to draw instead of the item's own (design 8 and 9 'More' is a search). */
  icon?: BottomBarItemId;
}

/**
 * What the 'more' / 'search' button does: open the bar's overlay (`overlay` below) or call the
 * app's search overlay (spec 2.4) through `onOpenSearch`.
 */
export type MoreButtonAction = 'overlay' | 'openSearch';

export interface CartBadgeStyle {
  /** Show '0' for an empty cart (design 1: "count badge, '0' when empty"). */
  showZero: boolean;
  /** '99+' above 99 (the cartBadgeLabel rule; design 9). Otherwise the count as is. */
  capped: boolean;
}

export interface BottomBarDesign {
  look: BottomBarLook;
  items: readonly BottomBarDesignItem[];
  moreAction: MoreButtonAction;
  overlay: BottomBarOverlayKind;
  /** Which CMS fields label the design's button; null when it has none. */
  moreCms: MoreButtonCmsPrefix | null;
  /** The overlay stays this long after a choice in it before it closes (spec 2.5, 9). */
  overlayCloseDelayMs: number;
  /** The bar stays shown on scroll while its overlay is open (spec 2.5: design 9). */
  keepShownWhileOverlayOpen: boolean;
  cartBadge: CartBadgeStyle;
  /** For story docs and the lead: what the design is. */
  description: string;
}

const item = (id: BottomBarItemId, treatment: BottomBarItemTreatment = 'plain', icon?: BottomBarItemId): BottomBarDesignItem =>
  icon === undefined ? { id, treatment } : { id, treatment, icon };

const plainBadge: CartBadgeStyle = { showZero: false, capped: true };

const noOverlay = {
  moreAction: 'overlay',
  overlay: 'none',
  moreCms: null,
  overlayCloseDelayMs: 0,
  keepShownWhileOverlayOpen: false,
} as const satisfies Partial<BottomBarDesign>;

export const bottomBarDesigns: Record<BottomBarVariant, BottomBarDesign> = {
  one: {
    ...noOverlay,
    look: 'classic',
    items: [item('home'), item('deals'), item('profile'), item('cart'), item('shop'), item('menu')],
    cartBadge: { showZero: true, capped: false },
    description: "Spec design 1: Home, Deals, Profile, Cart (count badge, '0' when empty), Shop, Menu (opens the side menu).",
  },
  two: {
    ...noOverlay,
    look: 'floating',
    items: [item('home'), item('shop'), item('deals'), item('cart'), item('profile')],
    cartBadge: plainBadge,
    description:
      'Ours (not in the spec): a floating pill detached from the screen edges. Icons only; the current item opens into a tinted chip with its label.',
  },
  three: {
    ...noOverlay,
    look: 'indicator',
    items: [item('home'), item('shop'), item('deals'), item('cart'), item('menu')],
    cartBadge: plainBadge,
    description: 'Ours (not in the spec): labels under icons, the current item marked by a bar along its top edge in the active colour.',
  },
  four: {
    ...noOverlay,
    look: 'dots',
    items: [item('home'), item('shop'), item('heart'), item('cart'), item('profile')],
    cartBadge: plainBadge,
    description:
      'Ours (not in the spec): icon-only bar (labels kept for screen readers) with a dot under the current item. Heart is the wishlist (guests get the sign-in modal).',
  },
  five: {
    ...noOverlay,
    look: 'classic',
    items: [item('home'), item('deals'), item('more', 'raised'), item('cart'), item('profile')],
    overlay: 'shopByChoice',
    moreCms: 'designFive',
    cartBadge: plainBadge,
    description:
      "Spec design 5 ('More'): the raised More button opens 'Shop By Choice' (up to 4 CMS items), 'Shop By Price' buckets and 'Shop All'.",
  },
  six: {
    ...noOverlay,
    look: 'segmented',
    items: [item('home'), item('deals'), item('shop'), item('cart')],
    cartBadge: plainBadge,
    description: 'Ours (not in the spec): a segmented control on a rounded track; the current segment is filled with the active colour.',
  },
  seven: {
    ...noOverlay,
    look: 'classic',
    items: [item('home'), item('shop'), item('more', 'raised'), item('cart'), item('profile')],
    overlay: 'dealsByCategories',
    moreCms: 'designSeven',
    cartBadge: plainBadge,
    description:
      "Spec design 7: the raised More button opens 'Deals By Categories' (custom categories grid, 'View All Deals', 'Shop All').",
  },
  eight: {
    ...noOverlay,
    look: 'classic',
    items: [item('home'), item('profile'), item('more', 'raised', 'search'), item('cart'), item('menu')],
    moreAction: 'openSearch',
    moreCms: 'designEight',
    cartBadge: plainBadge,
    description: "Spec design 8: Home, Profile, a raised 'More' button that opens the search overlay, Cart, Menu.",
  },
  nine: {
    look: 'classic',
    items: [item('menu'), item('heart'), item('more', 'raised', 'search'), item('cart'), item('profile')],
    moreAction: 'overlay',
    overlay: 'searchMenu',
    moreCms: 'designNine',
    overlayCloseDelayMs: FOOTER_DESIGN_NINE_OVERLAY_CLOSE_DELAY_MS,
    keepShownWhileOverlayOpen: true,
    cartBadge: { showZero: true, capped: true },
    description:
      "Spec design 9: Menu, Heart, More/search, Cart, Profile. Cart badge '99+' above 99; the More menu closes 3000 ms after a choice; the bar stays shown while it is open.",
  },
  ten: {
    look: 'classic',
    items: [item('menu', 'circle'), item('home'), item('shop'), item('cart'), item('profile'), item('search', 'circle')],
    moreAction: 'overlay',
    overlay: 'searchMenu',
    moreCms: 'designTen',
    overlayCloseDelayMs: FOOTER_DESIGN_TEN_OVERLAY_CLOSE_DELAY_MS,
    keepShownWhileOverlayOpen: false,
    cartBadge: plainBadge,
    description: 'Spec design 10: Menu (circle), Home, Shop, Cart, Profile, Search (circle). The search menu closes 300 ms after a choice.',
  },
};

/** When a look shows its item labels: always, only on the current item, or never (screen readers only). */
export const bottomBarLookLabels: Record<BottomBarLook, 'always' | 'activeOnly' | 'hidden'> = {
  classic: 'always',
  indicator: 'always',
  segmented: 'always',
  floating: 'activeOnly',
  dots: 'hidden',
};
