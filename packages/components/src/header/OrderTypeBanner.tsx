import clsx from 'clsx';
import { orderTypeBanner, type StoreBarPreference } from '../rules/navigation/storeBar.ts';
import { OrderTypeIcon } from './parts/orderTypeIcon.tsx';
import { Stack } from '../primitives/layout/Stack.tsx';
import { address as addressClass, banner, icon, text, title as titleClass } from './OrderTypeBanner.css.ts';

export interface OrderTypeBannerProps {
  /** The order preference (orderType, retailerName, the selected addresses, retailerDetails). */
  preference: StoreBarPreference;
  /** providerSettingsCms' POS-address flag: pickup/curbside show retailerDetails.address. */
  posAddressFlag: boolean;
  /** When set, the banner is a button (e.g. to change the order preference). */
  onClick?: () => void;
  className?: string;
}

/**
 * The compact order-type banner (spec 2.3): 'Delivery at : {retailerName}', 'Curbside Pickup at :
 * {retailerName}' or 'Pickup at : {retailerName}', and the address of the orderTypeBanner rule.
 */
export function OrderTypeBanner({ preference, posAddressFlag, onClick, className }: OrderTypeBannerProps) {
  const { title, address } = orderTypeBanner(preference, posAddressFlag);
  const content = (
    <>
      <span className={icon} aria-hidden="true">
        <OrderTypeIcon orderType={preference.orderType} size={16} />
      </span>
      <Stack as="span" gap="xxs" className={text}>
        <span className={titleClass} data-part="bannerTitle">
          {title}
        </span>
        {address ? (
          <span className={addressClass} data-part="bannerAddress">
            {address}
          </span>
        ) : null}
      </Stack>
    </>
  );
  return onClick ? (
    <button type="button" className={clsx(banner, className)} onClick={onClick} aria-haspopup="dialog">
      {content}
    </button>
  ) : (
    <div className={clsx(banner, className)}>{content}</div>
  );
}
