import { ChevronDown } from 'lucide-react';
import type { ProviderKind } from '../../rules/constants.ts';
import {
  SELECT_A_STORE_LABEL,
  STORE_BAR_HEADING,
  orderTypeLabels,
  showsStoreBar,
  storeBarAddress,
  type StoreBarPreference,
} from '../../rules/navigation/storeBar.ts';
import { VisuallyHidden } from '../../primitives/VisuallyHidden.tsx';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { OrderTypeIcon } from './orderTypeIcon.tsx';
import { storeBar, storeBarChevron, storeBarHeading, storeBarIcon, storeBarLabel, storeBarLine, storeBarText } from './parts.css.ts';

export interface StoreBarProps {
  provider: ProviderKind;
  /** The shopper's order preference; null before one exists (then the line reads 'Select a Store'). */
  preference: StoreBarPreference | null;
  /** providerSettingsCms' POS-address flag: pickup/curbside show retailerDetails.address. */
  posAddressFlag: boolean;
  look?: HeaderPartLooks['storeBar'];
  /** Opens the store-preference drawer (spec 2.3, 2.7). */
  onOpenStorePreference?: () => void;
}

/**
 * The 'You’re Shopping at' bar (spec 2.3): the order-type label and the address from the store-bar
 * rules. Absent for the e-commerce provider kind (showsStoreBar).
 */
export function StoreBar({ provider, preference, posAddressFlag, look = 'bar', onOpenStorePreference }: StoreBarProps) {
  if (!showsStoreBar(provider)) return null;
  const label = preference ? orderTypeLabels[preference.orderType] : SELECT_A_STORE_LABEL;
  const address = preference ? storeBarAddress(preference, posAddressFlag) : '';
  const line = (
    <span className={storeBarLine}>
      <span className={storeBarLabel}>{label}</span>
      {address ? ` ${address}` : null}
    </span>
  );
  return (
    <button type="button" className={storeBar({ look })} onClick={onOpenStorePreference} aria-haspopup="dialog" data-part="storeBar">
      <span className={storeBarIcon}>
        <OrderTypeIcon orderType={preference?.orderType ?? null} size={look === 'chip' ? 14 : 18} />
      </span>
      {look === 'chip' ? (
        <>
          <VisuallyHidden>{`${STORE_BAR_HEADING} `}</VisuallyHidden>
          {line}
        </>
      ) : (
        <span className={storeBarText}>
          <span className={storeBarHeading}>{STORE_BAR_HEADING}</span>
          {line}
        </span>
      )}
      <span className={storeBarChevron} aria-hidden="true">
        <ChevronDown size={look === 'chip' ? 14 : 18} />
      </span>
    </button>
  );
}
