import { House } from 'lucide-react';
import type { ProviderKind } from '../../rules/constants.ts';
import { SELECT_A_STORE_LABEL, shouldShowDefaultHomePageControl } from '../../rules/navigation/storeBar.ts';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { defaultHome } from './parts.css.ts';

export interface DefaultHomePageControlProps {
  provider: ProviderKind;
  /** The selected retailer id; null/'' = none selected. */
  retailerId: string | null;
  /** The stored per-retailer default-home-page flag. */
  isDefaultHomePage: boolean;
  look?: HeaderPartLooks['defaultHomePage'];
  /** Turns the default home page on (spec 4: 'Select a Store' does the same on desktop). */
  onUseDefaultHomePage?: () => void;
}

/**
 * Shown when the provider is not e-commerce, no retailer is selected and the default home page is
 * not in use (spec 2.3). Its label is the desktop control's, 'Select a Store', which has the same
 * effect (spec 4).
 */
export function DefaultHomePageControl({
  provider,
  retailerId,
  isDefaultHomePage,
  look = 'banner',
  onUseDefaultHomePage,
}: DefaultHomePageControlProps) {
  if (!shouldShowDefaultHomePageControl({ provider, retailerId, isDefaultHomePage })) return null;
  return (
    <button type="button" className={defaultHome({ look })} onClick={onUseDefaultHomePage} data-part="defaultHomePage">
      <House size={look === 'chip' ? 14 : 16} aria-hidden="true" />
      {SELECT_A_STORE_LABEL}
    </button>
  );
}
