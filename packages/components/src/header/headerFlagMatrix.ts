/** Beside the header's table (headerDesigns.ts): its snapshot matrix over CMS flags. Not part of the storefront's bundle. */
import { fieldAxis, selectFlag, type FlagMatrix } from '../cms/flagMatrix.ts';
import { headerVariantFlags, headerVariants, type HeaderVariant } from '../rules/navigation/variants.ts';

/**
 * The header's snapshot matrix (issue 14, item 3): every variant under the CMS settings that change
 * what its store bar shows: the menu provider (a dispensary menu has the store bar, ecommerce its
 * own) and the POS-address flag (the store's address from the POS). Phone only: from 769 px the
 * desktop header replaces it.
 */
export const headerFlagMatrix: FlagMatrix<HeaderVariant> = {
  title: 'Header variants',
  variants: headerVariants,
  select: (variant) => selectFlag('headerFooterSettings', headerVariants, headerVariantFlags, variant),
  axes: [
    fieldAxis('provider', 'initialSiteData.provider', [
      { label: 'menu one', value: 'dispensaryMenuOne' },
      { label: 'menu two', value: 'dispensaryMenuTwo' },
      { label: 'ecommerce', value: 'ecommerce' },
    ]),
    fieldAxis('POS address', 'providerSettingsCms.isPosAddressProvider', [
      { label: 'off', value: false },
      { label: 'on', value: true },
    ]),
  ],
  viewports: ['mobile'],
};
