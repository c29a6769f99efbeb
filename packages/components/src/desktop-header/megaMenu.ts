/**
 * The desktop mega-submenu 'Shop' (spec 2.3): tabs Category, Weekly Deals, Shop Deals, Daily Deals,
 * Effects, Brands, Shop All Deals and Shop All Product. "Its content is static placeholder data,
 * including 'Strain Type' options High Cbd, Hybrid, Indica and Sativa."
 *
 * The table below is that placeholder data, typed. Only the tab names and the strain types are the
 * spec's; the other entries are ours. Targets use the spec's routes through the path rules: the shop
 * path with ?search={term} (strain types and effects: the shop filtered by them, issue 13), the deals path of the deals version, /category/…, the shop brand path
 * and the Shop By Price buckets. The Category and Brands tabs take the catalogue lists when given.
 */
import { SHOP_BY_PRICE_BUCKETS } from '../rules/constants.ts';
import {
  BRANDS_PATH,
  CATEGORIES_PATH,
  categoryPath,
  dealsPath,
  shopByPricePath,
  shopFilterPath,
  shopPath,
  shopSearchPath,
  type ShopPathSettings,
} from '../rules/navigation/paths.ts';
import { weekdays } from '../domain/types.ts';
import { facetQuery, STRAIN_FILTERS } from '../rules/commerce/catalogFilters.ts';
import { slugify } from '../rules/navigation/text.ts';
import type { HeaderBrandLink } from './brandDropdown.ts';

export const SHOP_MENU_LABEL = 'Shop';

export const megaMenuTabs = [
  'category',
  'weeklyDeals',
  'shopDeals',
  'dailyDeals',
  'effects',
  'brands',
  'shopAllDeals',
  'shopAllProduct',
] as const;
export type MegaMenuTab = (typeof megaMenuTabs)[number];

export const megaMenuTabLabels = {
  category: 'Category',
  weeklyDeals: 'Weekly Deals',
  shopDeals: 'Shop Deals',
  dailyDeals: 'Daily Deals',
  effects: 'Effects',
  brands: 'Brands',
  shopAllDeals: 'Shop All Deals',
  shopAllProduct: 'Shop All Product',
} as const satisfies Record<MegaMenuTab, string>;

export const STRAIN_TYPE_HEADING = 'Strain Type';
export const strainTypeOptions = ['High Cbd', 'Hybrid', 'Indica', 'Sativa'] as const;

/** Placeholder category names, used when no catalogue categories are passed. */
const placeholderCategories = ['Flower', 'Pre-Rolls', 'Vaporizers', 'Edibles', 'Concentrates', 'Tinctures', 'Topicals', 'Accessories'];
const placeholderWeeklyDeals = [
  'Mix & Match Monday',
  'Two for Tuesday',
  'Wax Wednesday',
  'Thirsty Thursday',
  'Flower Friday',
  'Self-Care Sunday',
];
const placeholderShopDeals = ['Flower Deals', 'Vape Deals', 'Edible Deals', 'Concentrate Deals', 'Bundle Deals', 'First-Time Shopper'];
const placeholderEffects = ['Relaxed', 'Sleepy', 'Happy', 'Uplifted', 'Energetic', 'Creative', 'Focused', 'Calm'];
const placeholderBrands = ['Top Shelf', 'House Brand', 'Local Growers', 'New Arrivals'];

export interface MegaMenuLink {
  label: string;
  href: string;
}

export interface MegaMenuGroup {
  heading: string;
  links: MegaMenuLink[];
}

export interface MegaMenuContext extends ShopPathSettings {
  dealsVersion?: string | null;
  /** Catalogue category display names for the Category tab (else the placeholder list). */
  categories?: readonly string[];
  /** Catalogue brands for the Brands tab (else placeholder searches). */
  brands?: readonly HeaderBrandLink[];
}

const searchLinks = (labels: readonly string[], ctx: MegaMenuContext): MegaMenuLink[] =>
  labels.map((label) => ({ label, href: shopSearchPath(label, ctx) }));

/** A strain type ('High Cbd' is HIGH_CBD) opens the shop filtered by it (catalogFilters.ts). */
const strainLinks = (ctx: MegaMenuContext): MegaMenuLink[] =>
  strainTypeOptions.map((label) => {
    const strain = STRAIN_FILTERS.find((s) => s.strainType === label.toUpperCase().replace(/\s+/g, '_'));
    return { label, href: strain ? shopFilterPath(facetQuery('strain', strain.value), ctx) : shopSearchPath(label, ctx) };
  });

/** An effect opens the shop filtered by it. */
const effectLinks = (labels: readonly string[], ctx: MegaMenuContext): MegaMenuLink[] =>
  labels.map((label) => ({ label, href: shopFilterPath(facetQuery('effect', slugify(label)), ctx) }));

const toDeals = (labels: readonly string[], ctx: MegaMenuContext): MegaMenuLink[] =>
  labels.map((label) => ({ label, href: dealsPath(ctx.dealsVersion) }));

/** The groups each tab shows. Every tab has at least one group with at least one link. */
export const megaMenuContent: Record<MegaMenuTab, (ctx: MegaMenuContext) => MegaMenuGroup[]> = {
  category: (ctx) => [
    {
      heading: megaMenuTabLabels.category,
      links: [
        ...(ctx.categories && ctx.categories.length > 0 ? ctx.categories : placeholderCategories).flatMap((name) => {
          const href = categoryPath(name);
          return href === undefined ? [] : [{ label: name, href }];
        }),
        { label: 'All Categories', href: CATEGORIES_PATH },
      ],
    },
    { heading: STRAIN_TYPE_HEADING, links: strainLinks(ctx) },
  ],
  weeklyDeals: (ctx) => [{ heading: megaMenuTabLabels.weeklyDeals, links: toDeals(placeholderWeeklyDeals, ctx) }],
  shopDeals: (ctx) => [{ heading: megaMenuTabLabels.shopDeals, links: toDeals(placeholderShopDeals, ctx) }],
  dailyDeals: (ctx) => [{ heading: megaMenuTabLabels.dailyDeals, links: toDeals(weekdays, ctx) }],
  effects: (ctx) => [{ heading: megaMenuTabLabels.effects, links: effectLinks(placeholderEffects, ctx) }],
  brands: (ctx) => [
    {
      heading: megaMenuTabLabels.brands,
      links: [
        ...(ctx.brands && ctx.brands.length > 0
          ? ctx.brands.map((brand) => ({ label: brand.name, href: brand.href }))
          : searchLinks(placeholderBrands, ctx)),
        { label: 'All Brands', href: BRANDS_PATH },
      ],
    },
  ],
  shopAllDeals: (ctx) => [
    { heading: megaMenuTabLabels.shopAllDeals, links: [{ label: megaMenuTabLabels.shopAllDeals, href: dealsPath(ctx.dealsVersion) }] },
  ],
  shopAllProduct: (ctx) => [
    { heading: megaMenuTabLabels.shopAllProduct, links: [{ label: megaMenuTabLabels.shopAllProduct, href: shopPath(ctx) }] },
    {
      heading: 'Shop By Price',
      links: SHOP_BY_PRICE_BUCKETS.map((bucket) => ({ label: bucket.label, href: shopByPricePath(bucket.value, ctx) })),
    },
  ],
};
