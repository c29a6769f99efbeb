/** Beside the side menu's table (sideMenuDesigns.ts): its snapshot matrix over CMS flags. Not part of the storefront's bundle. */
import { selectFlag, type FlagMatrix } from '../cms/flagMatrix.ts';
import { dealImageAxis } from '../deals/dealCardFlagMatrix.ts';
import { menuVariantFlags, menuVariants, type MenuVariant } from '../rules/navigation/variants.ts';

/**
 * The side menu's snapshot matrix (issue 14, item 3): every version (isMenuOne … Four in
 * activeVersionCms) under the CMS settings that change what it shows when it opens: the deal image
 * setting (the today's-specials rows of menus 1 and 3) and the retailer's menu links
 * (menuLinkWidgetCmsData: the fixture's own, or none, when the menu keeps its fixed links and
 * sections only). Phone only: the menus open from the mobile header.
 */
export const sideMenuFlagMatrix: FlagMatrix<MenuVariant> = {
  title: 'Side menus',
  variants: menuVariants,
  select: (variant) => selectFlag('activeVersionCms', menuVariants, menuVariantFlags, variant),
  axes: [
    dealImageAxis,
    {
      name: 'menu links',
      options: [
        { label: "retailer's", patch: {} },
        { label: 'none', patch: { menuLinkWidgetCmsData: { links: [] } } },
      ],
    },
  ],
  viewports: ['mobile'],
};
