/** Beside the deal card's table (dealCardDesigns.ts): its snapshot matrix over CMS flags. Not part of the storefront's bundle. */
import { fieldAxis, selectFlag, type FlagAxis, type FlagMatrix } from '../cms/flagMatrix.ts';
import { dealCardVariantFlags, dealCardVariants, type DealCardVariant } from '../rules/navigation/variants.ts';

/** dealsImageSettingCMS as one list item (the CMS keeps the first). */
const dealImage = (setting: { isProviderImage: boolean; providerStaticImage: string; isCustomImage: boolean; image: string }) => ({
  dealsImageSettingCMS: [setting],
});

/**
 * The deal image setting as an axis: none; the provider's image with the retailer's static fallback;
 * the retailer's custom image. Every family that shows deal images (deal cards, the side menus'
 * specials) takes it.
 */
export const dealImageAxis: FlagAxis = {
  name: 'image',
  options: [
    { label: 'none', patch: dealImage({ isProviderImage: false, providerStaticImage: '', isCustomImage: false, image: '' }) },
    {
      label: 'provider',
      patch: dealImage({
        isProviderImage: true,
        providerStaticImage: '/images/cms/copper-state-deal-static.svg',
        isCustomImage: false,
        image: '',
      }),
    },
    {
      label: 'custom',
      patch: dealImage({ isProviderImage: false, providerStaticImage: '', isCustomImage: true, image: '/images/cms/greenleaf-deal.svg' }),
    },
  ],
};

/**
 * The deal card's snapshot matrix (issue 14, item 3): every design under the deal image setting
 * (none; the provider's image with the retailer's static fallback; the retailer's custom image)
 * and the description flag (dealsSettingsCms.isDescriptionActive). Shot at desktop width, where the
 * cards sit side by side; a card is the same width on a phone.
 */
export const dealCardFlagMatrix: FlagMatrix<DealCardVariant> = {
  title: 'Deal card designs',
  variants: dealCardVariants,
  select: (variant) => selectFlag('DealsCardSettingsCMS', dealCardVariants, dealCardVariantFlags, variant),
  axes: [
    dealImageAxis,
    fieldAxis('description', 'dealsSettingsCms.isDescriptionActive', [
      { label: 'off', value: false },
      { label: 'on', value: true },
    ]),
  ],
  viewports: ['desktop'],
};
