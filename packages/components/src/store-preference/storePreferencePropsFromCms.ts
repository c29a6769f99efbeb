/** Parsed CMS (SiteConfig) → the store preference's version, content and settings. */
import type { SiteConfig } from '../cms/schema.ts';
import { resolveStorePreferenceVariant } from '../rules/navigation/variants.ts';
import type { StorePreferenceProps } from './StorePreference.tsx';

type CmsSlice = Pick<
  SiteConfig,
  | 'activeVersionCms'
  | 'preferenceModalCmsData'
  | 'locationPreference'
  | 'stateSelectionSettingsCMS'
  | 'deliverySettingsCMS'
  | 'retailerMenuTypeSettingsCMS'
>;

export function storePreferencePropsFromCms(config: CmsSlice): Pick<StorePreferenceProps, 'variant' | 'content' | 'settings'> {
  return {
    variant: resolveStorePreferenceVariant(config.activeVersionCms),
    content: { preference: config.preferenceModalCmsData, location: config.locationPreference },
    settings: {
      enableStateSelector: config.stateSelectionSettingsCMS.enableStateSelector,
      turnOffCurbsidePickup: config.deliverySettingsCMS.turnOffCurbsidePickup,
      hideDeliveryBtn: config.deliverySettingsCMS.hideDeliveryBtn,
      deliveryActive: config.deliverySettingsCMS.isActive,
      isMedicalTypeOn: config.retailerMenuTypeSettingsCMS.isMedicalTypeOn,
    },
  };
}
