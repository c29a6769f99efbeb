/**
 * CMS → bottom-bar content (spec 2.5): item labels, links and icons, the design buttons, and the
 * design 5 and 7 overlays. Every link goes through the navigation rules (home, cart, deals and shop
 * paths, safeHref); the built-in defaults are the schema's.
 */
import { SHOP_BY_PRICE_BUCKETS } from '../rules/constants.ts';
import {
  cartPath,
  dealsCategoryPath,
  dealsPath,
  DEALS_PATH,
  homePath,
  shopByPricePath,
  shopPath,
  YOUR_LIST_PATH,
  type ShopPathSettings,
} from '../rules/navigation/paths.ts';
import { safeHref } from '../rules/navigation/safeHref.ts';
import { categoryDisplayName } from '../rules/navigation/categories.ts';
import { nonBlank } from '../rules/navigation/text.ts';
import { resolveBottomBarVariant, type BottomBarVariant } from '../rules/navigation/variants.ts';
import { shopByChoiceItemsFrom } from '../cms/helpers.ts';
import type { SiteConfig } from '../cms/schema.ts';
import type { CmsBottomBarItemId } from './bottomBarItems.ts';
import type { MoreButtonCmsPrefix } from './bottomBarDesigns.ts';

export interface BottomBarItemContent {
  label: string;
  /** Undefined for items that only act (Menu without a CMS link). */
  href: string | undefined;
  /** CMS MenuImage / SelectedMenuImage; undefined = the built-in icon. */
  image: string | undefined;
  selectedImage: string | undefined;
}

export interface LinkContent {
  label: string;
  href: string;
}

export interface ShopByChoiceEntry {
  title: string;
  href: string | undefined;
  image: string | undefined;
  imageAlt: string;
  imageTitle: string;
  /** CMS hex colour of the tile; undefined = the theme's. */
  color: string | undefined;
}

export interface DealsCategoryEntry {
  name: string;
  href: string;
  image: string | undefined;
  imageAlt: string;
}

export interface BottomBarContent {
  items: Record<CmsBottomBarItemId, BottomBarItemContent>;
  more: Record<MoreButtonCmsPrefix, { label: string; image: string | undefined }>;
  shopByChoice: { title: string; items: ShopByChoiceEntry[] };
  shopByPrice: { title: string; links: LinkContent[] };
  /** Design 5 'Shop All' (designFiveButtonText / designFiveButtonLink). */
  designFiveShopAll: LinkContent;
  dealsByCategories: {
    title: string;
    categories: DealsCategoryEntry[];
    viewAllDeals: LinkContent;
    shopAll: LinkContent;
  };
  /** The shop path inputs, for the search menu's '?search={term}' link. */
  shopSettings: ShopPathSettings;
}

type CmsSlice = Pick<SiteConfig, 'stickyFooterWidgetCmsData' | 'siteSettings' | 'customProductCategoryData'>;

const image = (value: string) => safeHref(nonBlank(value), undefined);

export function bottomBarContentFromCms(config: CmsSlice): BottomBarContent {
  const cms = config.stickyFooterWidgetCmsData;
  const site = config.siteSettings;
  const shopSettings: ShopPathSettings = {
    shopPageTwo: site.shopPageTwo,
    shopBasePath: site.shopBasePath,
    shopLink: nonBlank(cms.shopLink) ?? site.shopLink,
  };
  const shop = shopPath(shopSettings);
  const entry = (id: CmsBottomBarItemId, href: string | undefined): BottomBarItemContent => ({
    label: cms[`${id}Text`],
    href,
    image: image(cms[`${id}MenuImage`]),
    selectedImage: image(cms[`${id}SelectedMenuImage`]),
  });
  // The schema's deals default ('/deals') follows the deals version; any other CMS link wins.
  const dealsLink = nonBlank(cms.dealsLink);
  const deals =
    dealsLink === undefined || dealsLink === DEALS_PATH ? dealsPath(site.dealsVersion) : safeHref(dealsLink, dealsPath(site.dealsVersion));
  const sevenLinks = new Map(cms.designSevenCategory.map((c) => [c.categoryName.trim().toLowerCase(), c.link]));
  const more = (prefix: MoreButtonCmsPrefix) => ({ label: cms[`${prefix}MoreText`], image: image(cms[`${prefix}MoreImage`]) });

  return {
    items: {
      home: entry('home', homePath(nonBlank(cms.homeLink) ?? site.homeLink)),
      deals: entry('deals', deals),
      profile: entry('profile', safeHref(nonBlank(cms.profileLink), '/menu-profile')),
      cart: entry('cart', cartPath(nonBlank(cms.cartLink) ?? site.cartLink)),
      shop: entry('shop', shop),
      heart: entry('heart', safeHref(nonBlank(cms.heartLink), YOUR_LIST_PATH)),
      menu: entry('menu', safeHref(nonBlank(cms.menuLink), undefined)),
    },
    more: {
      designFive: more('designFive'),
      designSeven: more('designSeven'),
      designEight: more('designEight'),
      designNine: more('designNine'),
      designTen: more('designTen'),
    },
    shopByChoice: {
      title: cms.shopByChoiceTitle,
      items: shopByChoiceItemsFrom(config).map((choice) => ({
        title: choice.title,
        href: safeHref(nonBlank(choice.link), undefined),
        image: image(choice.image),
        imageAlt: choice.imageAlt,
        imageTitle: choice.imageTitle,
        color: nonBlank(choice.color),
      })),
    },
    shopByPrice: {
      title: cms.shopByPriceTitle,
      links: SHOP_BY_PRICE_BUCKETS.map((bucket) => ({ label: bucket.label, href: shopByPricePath(bucket.value, shopSettings) })),
    },
    designFiveShopAll: { label: cms.designFiveButtonText, href: safeHref(nonBlank(cms.designFiveButtonLink), shop) },
    dealsByCategories: {
      title: cms.dealsByCategoryTitle,
      categories: config.customProductCategoryData.flatMap((category) => {
        const href = dealsCategoryPath(category.urlSlug, sevenLinks.get(category.categoryName.trim().toLowerCase()));
        if (href === undefined) return [];
        const name = categoryDisplayName(category.categoryName);
        return [{ name, href, image: image(category.image), imageAlt: nonBlank(category.imageAlt) ?? name }];
      }),
      viewAllDeals: {
        label: cms.designSevenDealsAllButtonText,
        href: safeHref(nonBlank(cms.designSevenDealsAllButtonLink), DEALS_PATH),
      },
      shopAll: { label: cms.designSevenButtonText, href: safeHref(nonBlank(cms.designSevenButtonLink), shop) },
    },
    shopSettings,
  };
}

/** The CMS part of BottomBar's props: the design (first isFooter… flag on) and its content. */
export function bottomBarPropsFromCms(config: CmsSlice & Pick<SiteConfig, 'headerFooterSettings'>): {
  variant: BottomBarVariant;
  content: BottomBarContent;
} {
  return { variant: resolveBottomBarVariant(config.headerFooterSettings), content: bottomBarContentFromCms(config) };
}
