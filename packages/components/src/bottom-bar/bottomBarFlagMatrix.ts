/** Beside the bottom bar's table (bottomBarDesigns.ts): its snapshot matrix over CMS flags. Not part of the storefront's bundle. */
import { selectFlag, type CmsPatch, type FlagMatrix } from '../cms/flagMatrix.ts';
import { bottomBarVariantFlags, bottomBarVariants, type BottomBarVariant } from '../rules/navigation/variants.ts';
import { cmsBottomBarItemIds } from './bottomBarItems.ts';
import type { MoreButtonCmsPrefix } from './bottomBarDesigns.ts';

const moreButtonPrefixes: readonly MoreButtonCmsPrefix[] = ['designFive', 'designSeven', 'designEight', 'designNine', 'designTen'];

/** stickyFooterWidgetCmsData with every item's and 'More' button's image set by `image(name)` ('' = the built-in icon). */
function bottomBarIconsPatch(image: (name: string) => string): CmsPatch {
  const fields: Record<string, string> = {};
  for (const item of cmsBottomBarItemIds) {
    fields[`${item}MenuImage`] = image(item);
    fields[`${item}SelectedMenuImage`] = image(`${item}-selected`);
  }
  for (const prefix of moreButtonPrefixes) fields[`${prefix}MoreImage`] = image('more');
  return { stickyFooterWidgetCmsData: fields };
}

/** Labels as long as a retailer may write them: the bar must wrap or clip them, never overlap. */
const longLabels: CmsPatch = {
  stickyFooterWidgetCmsData: {
    homeText: 'Home Page',
    dealsText: 'Deals of the Day',
    profileText: 'My Account',
    cartText: 'Shopping Cart',
    shopText: 'Shop All Products',
    heartText: 'Saved Items',
    menuText: 'More Options',
    ...Object.fromEntries(moreButtonPrefixes.map((prefix) => [`${prefix}MoreText`, 'More Options'])),
  },
};

/**
 * The bottom bar's snapshot matrix (issue 14, item 3): every design with the built-in icons and
 * with the CMS's own item images, each with the default labels and with long ones. The images are
 * the demo set /images/cms/demo-nav-*.svg, drawn in a slate and an orange that keep 3:1 on a white,
 * a cream and a near-black bar alike: with Copper State's own brown icons, every retailer's matrix
 * showed them nearly invisible on Mile High's dark bar (issue 34). Phone only: the bar shows below 769 px.
 */
export const bottomBarFlagMatrix: FlagMatrix<BottomBarVariant> = {
  title: 'Bottom bar designs',
  variants: bottomBarVariants,
  select: (variant) => selectFlag('headerFooterSettings', bottomBarVariants, bottomBarVariantFlags, variant),
  axes: [
    {
      name: 'icons',
      options: [
        { label: 'built-in', patch: bottomBarIconsPatch(() => '') },
        { label: 'CMS images', patch: bottomBarIconsPatch((name) => `/images/cms/demo-nav-${name}.svg`) },
      ],
    },
    {
      name: 'labels',
      options: [
        { label: 'default', patch: {} },
        { label: 'long', patch: longLabels },
      ],
    },
  ],
  viewports: ['mobile'],
};
