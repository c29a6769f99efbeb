/**
 * CMS flag → variant resolvers (spec 2.3, 2.5, 2.6, 2.7, 2.9, 4). Each variant list is an `as const`
 * array; the first flag that is on (=== true) wins, in the array's order, else the spec's default.
 */
import { DEFAULT_DEAL_CARD, DEFAULT_MENU_VERSION, DEFAULT_POPUP_TEMPLATE } from '../constants.ts';

type FlagsFor<F extends string> = Partial<Record<F, boolean | null>> | null | undefined;

function firstFlagOn<V extends string, F extends string>(
  flagNames: Readonly<Partial<Record<V, F>>>,
  order: readonly V[],
  flags: FlagsFor<F>,
  fallback: V,
): V {
  return (
    order.find((variant) => {
      const flag = flagNames[variant];
      return flag !== undefined && flags?.[flag] === true;
    }) ?? fallback
  );
}

// ── Header: isHeaderOne … isHeaderEight (headerFooterSettings), default one ──
export const headerVariants = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'] as const;
export type HeaderVariant = (typeof headerVariants)[number];
export const headerVariantFlags = {
  one: 'isHeaderOne',
  two: 'isHeaderTwo',
  three: 'isHeaderThree',
  four: 'isHeaderFour',
  five: 'isHeaderFive',
  six: 'isHeaderSix',
  seven: 'isHeaderSeven',
  eight: 'isHeaderEight',
} as const satisfies Record<HeaderVariant, string>;
export type HeaderVariantFlags = FlagsFor<(typeof headerVariantFlags)[HeaderVariant]>;
export const DEFAULT_HEADER_VARIANT: HeaderVariant = 'one';
export function resolveHeaderVariant(flags: HeaderVariantFlags): HeaderVariant {
  return firstFlagOn(headerVariantFlags, headerVariants, flags, DEFAULT_HEADER_VARIANT);
}

// ── Mobile bottom bar: isFooterOne … isFooterTen (headerFooterSettings), default one ──
export const bottomBarVariants = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'] as const;
export type BottomBarVariant = (typeof bottomBarVariants)[number];
export const bottomBarVariantFlags = {
  one: 'isFooterOne',
  two: 'isFooterTwo',
  three: 'isFooterThree',
  four: 'isFooterFour',
  five: 'isFooterFive',
  six: 'isFooterSix',
  seven: 'isFooterSeven',
  eight: 'isFooterEight',
  nine: 'isFooterNine',
  ten: 'isFooterTen',
} as const satisfies Record<BottomBarVariant, string>;
export type BottomBarVariantFlags = FlagsFor<(typeof bottomBarVariantFlags)[BottomBarVariant]>;
export const DEFAULT_BOTTOM_BAR_VARIANT: BottomBarVariant = 'one';
export function resolveBottomBarVariant(flags: BottomBarVariantFlags): BottomBarVariant {
  return firstFlagOn(bottomBarVariantFlags, bottomBarVariants, flags, DEFAULT_BOTTOM_BAR_VARIANT);
}

// ── Side menu: isMenuOne … isMenuFour (activeVersionCms), default DEFAULT_MENU_VERSION ──
export const menuVariants = ['one', 'two', 'three', 'four'] as const;
export type MenuVariant = (typeof menuVariants)[number];
export const menuVariantFlags = {
  one: 'isMenuOne',
  two: 'isMenuTwo',
  three: 'isMenuThree',
  four: 'isMenuFour',
} as const satisfies Record<MenuVariant, string>;
export type MenuVariantFlags = FlagsFor<(typeof menuVariantFlags)[MenuVariant]>;
export function resolveMenuVariant(flags: MenuVariantFlags): MenuVariant {
  return firstFlagOn(menuVariantFlags, menuVariants, flags, DEFAULT_MENU_VERSION);
}

// ── Deal card: isDealsCardOne … isDealsCardFive (DealsCardSettingsCMS), default DEFAULT_DEAL_CARD ──
export const dealCardVariants = ['one', 'two', 'three', 'four', 'five'] as const;
export type DealCardVariant = (typeof dealCardVariants)[number];
export const dealCardVariantFlags = {
  one: 'isDealsCardOne',
  two: 'isDealsCardTwo',
  three: 'isDealsCardThree',
  four: 'isDealsCardFour',
  five: 'isDealsCardFive',
} as const satisfies Record<DealCardVariant, string>;
export type DealCardVariantFlags = FlagsFor<(typeof dealCardVariantFlags)[DealCardVariant]>;
export function resolveDealCardVariant(flags: DealCardVariantFlags): DealCardVariant {
  return firstFlagOn(dealCardVariantFlags, dealCardVariants, flags, DEFAULT_DEAL_CARD);
}

// ── Store preference: isRetailerVersionTwo … Five (activeVersionCms), default the modal ──
export const storePreferenceVariants = ['modal', 'two', 'three', 'four', 'five'] as const;
export type StorePreferenceVariant = (typeof storePreferenceVariants)[number];
export const storePreferenceVariantFlags = {
  two: 'isRetailerVersionTwo',
  three: 'isRetailerVersionThree',
  four: 'isRetailerVersionFour',
  five: 'isRetailerVersionFive',
} as const satisfies Record<Exclude<StorePreferenceVariant, 'modal'>, string>;
export type StorePreferenceVariantFlags = FlagsFor<(typeof storePreferenceVariantFlags)[keyof typeof storePreferenceVariantFlags]>;
export const DEFAULT_STORE_PREFERENCE_VARIANT: StorePreferenceVariant = 'modal';
export function resolveStorePreferenceVariant(flags: StorePreferenceVariantFlags): StorePreferenceVariant {
  return firstFlagOn(storePreferenceVariantFlags, storePreferenceVariants, flags, DEFAULT_STORE_PREFERENCE_VARIANT);
}
/** "Versions Two, Three and Five are drawers; version Four is a modal. The default is a modal." */
export function storePreferenceIsDrawer(variant: StorePreferenceVariant): boolean {
  return variant === 'two' || variant === 'three' || variant === 'five';
}

// ── Popup campaign template (edit.display.templateType), default DEFAULT_POPUP_TEMPLATE ──
export const popupTemplates = ['popup', 'flyout', 'fullScreen', 'bar'] as const;
export type PopupTemplate = (typeof popupTemplates)[number];
export function isPopupTemplate(value: unknown): value is PopupTemplate {
  return typeof value === 'string' && (popupTemplates as readonly string[]).includes(value);
}
/** The template type when it is one of popupTemplates (exact spelling), else 'popup'. */
export function resolvePopupTemplate(value: unknown): PopupTemplate {
  return isPopupTemplate(value) ? value : DEFAULT_POPUP_TEMPLATE;
}
