/**
 * The store-closed modal with the CMS's words: its own module, loaded only when StoreClosedSlot
 * decides it shows (never in the server's HTML: it waits for the stored answers).
 */
import { storeClosedModalContent, StoreClosedModal, storeName, type Retailer, type SiteConfig } from '@storefront/components';

export interface StoreClosedHostProps {
  config: SiteConfig;
  retailer: Retailer | null;
  hoursLine: string | null;
  onClose: () => void;
}

export default function StoreClosedHost({ config, retailer, hoursLine, onClose }: StoreClosedHostProps) {
  return (
    <StoreClosedModal
      open
      onClose={onClose}
      content={storeClosedModalContent(config.retailerClosePopupCMS)}
      storeName={retailer ? storeName(retailer) : null}
      hoursLine={hoursLine}
    />
  );
}
