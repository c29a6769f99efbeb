/**
 * Parsed CMS (SiteConfig) + catalogue (+ the shopper's store) → the side menu's data props. Every
 * link and image goes through the navigation rules (menuLinkTarget, dealImage, brandImage, paths).
 */
import { categoryLabel } from '../rules/navigation/categories.ts';
import { dealImageSettingFromCms } from '../cms/helpers.ts';
import { sponsoredOrAllBrands } from '../rules/navigation/brands.ts';
import { MENU_THREE_BRANDS_LIMIT } from '../rules/constants.ts';
import type { MenuLink, SiteConfig } from '../cms/schema.ts';
import type { Brand, Category, Retailer, Special } from '../domain/types.ts';
import type { MenuType } from '../rules/constants.ts';
import { brandImage, brandImageIsLogo, dealImage, type DealImageSetting } from '../rules/navigation/deals.ts';
import {
  categoryPath,
  dealCollectionPath,
  menuLinkTarget,
  SEARCH_DEALS_PATH,
  searchBrandPath,
  SPONSORED_BRAND_PATH,
  type MenuLinkContext,
} from '../rules/navigation/paths.ts';
import { safeHref } from '../rules/navigation/safeHref.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { resolveMenuVariant } from '../rules/navigation/variants.ts';
import type { SideMenuBrand, SideMenuCategory, SideMenuData, SideMenuDeal, SideMenuLink, SideMenuLinkItem } from './sideMenuTypes.ts';

/** Menu 1's fixed links (spec 2.6), to their routes of spec 2.1. */
export const SIDE_MENU_FIXED_LINKS: readonly SideMenuLinkItem[] = [
  { label: 'About us', href: '/about' },
  { label: 'Blog', href: '/blog' },
  { label: 'Customer Support', href: '/customer-support' },
  { label: 'Terms & Condition', href: '/terms-and-conditions' },
  { label: 'Privacy Policy', href: '/privacy-policy' },
];

/** The catalogue the menu shows (the app's queries; stories and tests pass the demo catalogue). */
export interface SideMenuCatalogue {
  categories?: readonly Category[] | null;
  brands?: readonly Brand[] | null;
  /** Today's specials of the current retailer. */
  specials?: readonly Special[] | null;
  retailers?: readonly Retailer[] | null;
}

export interface SideMenuShopperState {
  /** The chosen retailer. Default: initialSiteData.canSelectedRetailerId. */
  currentRetailerId?: string | null;
  /** The current menu type. Default: initialSiteData.canMenuType. */
  currentMenuType?: MenuType | null;
  /** The saved state code (canUserSelectedState). */
  savedState?: string | null;
  loading?: SideMenuData['loading'];
}

type CmsSlice = Pick<
  SiteConfig,
  | 'activeVersionCms'
  | 'menuLinkWidgetCmsData'
  | 'headerWidgetCmsData'
  | 'siteSettings'
  | 'dealsImageSettingCMS'
  | 'retailerMenuTypeSettingsCMS'
  | 'initialSiteData'
>;

/** The parsed dealsImageSettingCMS[0] in the deal-image rule's names (one definition, in cms/helpers.ts). */
export const dealImageSettingOf = dealImageSettingFromCms;

/**
 * CMS menu links with their side-menu targets ('Deals' → the deals path of the version, 'Shop' /
 * 'Shop All' → the shop path, else the safe url). Sub-links without a target are dropped; so is a
 * link with neither a target nor sub-links.
 */
export function sideMenuLinks(links: readonly MenuLink[], context: Omit<MenuLinkContext, 'placement'>): SideMenuLink[] {
  const ctx: MenuLinkContext = { ...context, placement: 'sideMenu' };
  return links.flatMap((link) => {
    const label = nonBlank(link.label);
    if (label === undefined) return [];
    const subLinks = link.subLinks.flatMap((sub) => {
      const subLabel = nonBlank(sub.label);
      const href = menuLinkTarget(sub, ctx);
      return subLabel === undefined || href === undefined ? [] : [{ label: subLabel, href }];
    });
    const href = menuLinkTarget(link, ctx);
    return href === undefined && subLinks.length === 0 ? [] : [{ label, href, subLinks }];
  });
}

export function sideMenuCategories(categories: readonly Category[] | null | undefined): SideMenuCategory[] {
  return (categories ?? []).flatMap((category) => {
    const href = categoryPath(category.categoryName);
    if (href === undefined) return [];
    return [
      {
        key: nonBlank(category.urlSlug) ?? href,
        name: categoryLabel(category),
        href,
        image: safeHref(nonBlank(category.image), undefined),
      },
    ];
  });
}

export function sideMenuDeals(specials: readonly Special[] | null | undefined, setting: DealImageSetting): SideMenuDeal[] {
  return (specials ?? []).map((special) => {
    const displayName = nonBlank(special.menuDisplayConfiguration.name) ?? '';
    return {
      id: special.id,
      name: displayName || special.name,
      href: dealCollectionPath({ specialSlug: special.urlSlug }),
      image: dealImage(special, setting),
      menuDisplayConfiguration: { name: displayName },
    };
  });
}

export function sideMenuBrands(brands: readonly Brand[] | null | undefined): SideMenuBrand[] {
  return sponsoredOrAllBrands(brands, MENU_THREE_BRANDS_LIMIT).map((brand) => ({
    id: brand.id,
    name: nonBlank(brand.brandName) ?? nonBlank(brand.name) ?? '',
    href: searchBrandPath(brand),
    image: brandImage(brand),
    logo: brandImageIsLogo(brand),
  }));
}

export function sideMenuPropsFromCms(config: CmsSlice, catalogue: SideMenuCatalogue, state: SideMenuShopperState = {}): SideMenuData {
  const site = config.siteSettings;
  const header = config.headerWidgetCmsData;
  const context = {
    shopPageTwo: site.shopPageTwo,
    shopBasePath: site.shopBasePath,
    shopLink: site.shopLink,
    dealsVersion: site.dealsVersion,
  };
  return {
    variant: resolveMenuVariant(config.activeVersionCms),
    logo: { src: header.logo, alt: header.logoAlt, title: header.logoTitle, siteName: site.siteName, homeLink: site.homeLink },
    links: sideMenuLinks(config.menuLinkWidgetCmsData.links, context),
    categories: sideMenuCategories(catalogue.categories),
    deals: sideMenuDeals(catalogue.specials, dealImageSettingOf(config)),
    brands: sideMenuBrands(catalogue.brands),
    fixedLinks: SIDE_MENU_FIXED_LINKS,
    // "'Shop' and 'Shop All' go to /shop-cannabis-near-me when shop page two is enabled, and to the shop base path otherwise."
    shopAllHref: menuLinkTarget({ label: 'Shop All' }, { ...context, placement: 'sideMenu' }) ?? site.shopBasePath,
    allSpecialsHref: SEARCH_DEALS_PATH,
    sponsoredBrandsHref: SPONSORED_BRAND_PATH,
    stores: {
      retailers: catalogue.retailers ?? [],
      initialState: state.savedState ?? null,
      isMedicalTypeOn: config.retailerMenuTypeSettingsCMS.isMedicalTypeOn,
      currentRetailerId: state.currentRetailerId ?? nonBlank(config.initialSiteData.canSelectedRetailerId) ?? null,
      currentMenuType: state.currentMenuType ?? config.initialSiteData.canMenuType,
    },
    ...(state.loading ? { loading: state.loading } : {}),
  };
}
