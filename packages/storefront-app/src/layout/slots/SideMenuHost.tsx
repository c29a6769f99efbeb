/**
 * The side menu with its props (chrome/menus/useSideMenuProps: the CMS version, the catalogue
 * queries, the shopper's store, the callbacks). Its own module so SideMenuSlot can load it lazily:
 * the menu (its carousel, the store list) and its catalogue calls are not part of the first load,
 * only of the first open.
 */
import { SideMenu } from '@storefront/components';
import { useSideMenuProps } from '../../chrome/menus/useSideMenuProps.ts';

export default function SideMenuHost() {
  const props = useSideMenuProps();
  return <SideMenu {...props} />;
}
