/** Beside the store preference's table (storePreferenceDesigns.ts): its snapshot matrix over CMS flags. Not part of the storefront's bundle. */
import { fieldAxis, selectFlag, type FlagMatrix } from '../cms/flagMatrix.ts';
import { storePreferenceVariantFlags, storePreferenceVariants, type StorePreferenceVariant } from '../rules/navigation/variants.ts';

const onOff = (on: unknown, off: unknown) => [
  { label: 'on', value: on },
  { label: 'off', value: off },
];

/**
 * The store preference's snapshot matrix (issue 14, item 3): every version (none on: the default
 * modal; isRetailerVersionTwo … Five) under the CMS settings that change its order-type tabs, store
 * cards and choosers (spec 2.7): the CURBSIDE tab (deliverySettingsCMS.turnOffCurbsidePickup), the
 * DELIVERY tab (hideDeliveryBtn), the medical menus (retailerMenuTypeSettingsCMS.isMedicalTypeOn:
 * two buttons per store or one 'Shop This Location') and the state chooser
 * (stateSelectionSettingsCMS.enableStateSelector). Sixteen combinations, so a pairwise set. Phone
 * only: the desktop drawers and modals are the StorePreference stories.
 */
export const storePreferenceFlagMatrix: FlagMatrix<StorePreferenceVariant> = {
  title: 'Store preference versions',
  variants: storePreferenceVariants,
  select: (variant) => selectFlag('activeVersionCms', storePreferenceVariants, storePreferenceVariantFlags, variant),
  axes: [
    fieldAxis('curbside', 'deliverySettingsCMS.turnOffCurbsidePickup', onOff(false, true)),
    fieldAxis('delivery tab', 'deliverySettingsCMS.hideDeliveryBtn', onOff(false, true)),
    fieldAxis('medical', 'retailerMenuTypeSettingsCMS.isMedicalTypeOn', onOff(true, false)),
    fieldAxis('state chooser', 'stateSelectionSettingsCMS.enableStateSelector', onOff(true, false)),
  ],
  viewports: ['mobile'],
};
