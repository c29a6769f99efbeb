/**
 * Side menu slot (spec 2.6): the SideMenu widget, in the version the CMS selects (isMenuOne …
 * isMenuFour, default one), with the catalogue, the shopper's store and the callbacks from
 * chrome/menus/useSideMenuProps. Opened by ui.sideMenuOpen (the bottom bar's / header's Menu);
 * Escape or 'Close menu' closes it; a route change closes it (the layout calls closeMenus).
 */
import { SideMenu } from '@storefront/components';
import { useSideMenuProps } from '../../chrome/menus/useSideMenuProps.ts';
import type { SlotProps } from './SlotProps.ts';

export function SideMenuSlot(_props: SlotProps) {
  const props = useSideMenuProps();
  return <SideMenu {...props} />;
}
