/**
 * Navigation chrome: bottom bar (stickyFooterWidgetCmsData), colours, header/footer/menu/store-picker
 * variant flags, menu and header links, desktop footer, quick and social links, ticker.
 */
import { z } from 'zod/mini';
import {
  block,
  bottomBarItemFields,
  buttonFields,
  colour,
  flag,
  flags,
  image,
  legacyShopByChoiceFields,
  list,
  listLimits,
  moreButtonFields,
  required,
  text,
} from '../fields.ts';

export const shopByChoiceItemSchema = z.object({
  image: image(),
  link: text(''),
  imageTitle: text(''),
  imageAlt: text(''),
  title: required(),
  color: colour(),
});

export const designSevenCategorySchema = z.object({
  categoryName: required(),
  /** '' = /deals-category/{slug} (spec 2.5). */
  link: text(''),
});

/** Spec 3 "CMS settings" → stickyFooterWidgetCmsData (spec 2.5), flattened as the CMS names it. */
export const stickyFooterWidgetSchema = block({
  ...bottomBarItemFields('home', 'Home', '/'),
  ...bottomBarItemFields('deals', 'Deals', '/deals'),
  ...bottomBarItemFields('profile', 'Profile', '/menu-profile'),
  ...bottomBarItemFields('cart', 'Cart', '/cart'),
  /** shopLink '' = the shop path rule (shop page two or the shop base path). */
  ...bottomBarItemFields('shop', 'Shop', ''),
  ...bottomBarItemFields('heart', 'Your List', '/your-list'),
  /** The menu item opens the side menu; a link is optional. */
  ...bottomBarItemFields('menu', 'Menu', ''),
  ...moreButtonFields('designFive', 'More'),
  ...moreButtonFields('designSeven', 'More'),
  ...moreButtonFields('designEight', 'More'),
  ...moreButtonFields('designNine', 'More'),
  ...moreButtonFields('designTen', 'More'),
  shopByChoiceTitle: text('Shop By Choice'),
  shopByChoiceItems: list(shopByChoiceItemSchema, listLimits.categories),
  ...legacyShopByChoiceFields('One'),
  ...legacyShopByChoiceFields('Two'),
  ...legacyShopByChoiceFields('Three'),
  ...legacyShopByChoiceFields('Four'),
  shopByPriceTitle: text('Shop By Price'),
  designFiveButtonText: text('Shop All'),
  /** '' = the shop path rule. */
  designFiveButtonLink: text(''),
  dealsByCategoryTitle: text('Deals By Categories'),
  designSevenCategory: list(designSevenCategorySchema, listLimits.categories),
  ...buttonFields('designSevenDealsAllButton', 'View All Deals', '/deals'),
  /** designSevenButtonLink '' = the shop path rule. */
  ...buttonFields('designSevenButton', 'Shop All', ''),
});

/**
 * Spec 2.5 bottom-bar colours, plus our extension colours (brand, accent, header, page) that
 * themeFromCms maps onto the theme. '' leaves a colour to the theme default.
 */
export const generalSettingsSchema = block({
  footerBackgroundColor: colour(),
  footerFontColor: colour(),
  footerHoverColor: colour(),
  footerActiveColor: colour(),
  primaryColor: colour(),
  accentColor: colour(),
  headerBackgroundColor: colour(),
  headerFontColor: colour(),
  pageBackgroundColor: colour(),
});

/** All flags off: the variant resolvers fall back to their defaults. */
export const headerFooterSettingsSchema = block({
  ...flags('isHeader', ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight']),
  ...flags('isFooter', ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']),
});

export const activeVersionSchema = block({
  ...flags('isRetailerVersion', ['Two', 'Three', 'Four', 'Five']),
  ...flags('isMenu', ['One', 'Two', 'Three', 'Four']),
});

export const subLinkSchema = z.object({ label: required(), url: text('') });

export const menuLinkSchema = z.object({
  label: required(),
  /** '' on a link labelled 'deals' goes to /deals (spec 2.3). */
  url: text(''),
  subLinks: list(subLinkSchema, listLimits.links),
});

export const menuLinkWidgetSchema = block({ links: list(menuLinkSchema, listLimits.links) });

export const headerWidgetSchema = block({
  /** '' = the built-in logo. */
  logo: image(),
  logoTitle: text(''),
  /** '' = the site name. */
  logoAlt: text(''),
  isStickyHeader: flag(false),
  brandLabel: text('Brands'),
  shouldShowBrandLabel: flag(false),
  links: list(menuLinkSchema, listLimits.links),
});

export const linkSchema = z.object({ label: required(), url: required() });

export const quickLinksSchema = block({
  title: text('Quick Links'),
  links: list(linkSchema, listLimits.links),
});

export const socialLinkSchema = z.object({ link: required(), image: image(), title: required() });

export const socialLinksGroupSchema = z.object({
  isShowSocialLink: flag(false),
  socialLinks: list(socialLinkSchema, listLimits.socialLinks),
});

export const footerRetailerSchema = z.object({ retailerId: required() });

export const footerCmsSchema = block({
  logo: image(),
  logoAlt: text(''),
  logoTitle: text(''),
  /** HTML; sanitised where it is rendered. */
  subtext: text(''),
  retailers: list(footerRetailerSchema, listLimits.retailers),
  enableAdditionalSection: flag(false),
  additionalSectionBgColor: colour(),
});

export const tickerPageSchema = block({
  isEnabled: flag(false),
  // Spec 2.3: the defaults are black background and white text.
  backgroundColor: colour('#000000'),
  color: colour('#ffffff'),
});

export const tickerItemSchema = z.object({ title: required(), link: text('') });
