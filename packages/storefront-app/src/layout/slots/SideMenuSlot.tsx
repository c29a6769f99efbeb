/**
 * Side menu slot (spec 2.6): the SideMenu widget, in the version the CMS selects (isMenuOne …
 * isMenuFour, default one), with the catalogue, the shopper's store and the callbacks from
 * chrome/menus/useSideMenuProps. Opened by ui.sideMenuOpen (the bottom bar's / header's Menu);
 * Escape or 'Close menu' closes it and focus goes back to the control that opened it (the Dialog
 * does it); a route change closes it (the layout calls closeMenus).
 *
 * The menu is closed on the first load, so its module (SideMenuHost) loads on the first open and
 * is fetched ahead when the browser is idle; its catalogue calls start on that first open. Once
 * opened it stays mounted: closing and reopening are instant.
 */
import { memo, Suspense, useState } from 'react';
import { useUiStore } from '../../stores/index.ts';
import { preloadable, usePreloadWhenIdle } from './preloadable.ts';
import type { SlotProps } from './SlotProps.ts';

const sideMenuHost = preloadable(() => import('./SideMenuHost.tsx'));
const SideMenuHost = sideMenuHost.Component;

export const SideMenuSlot = memo(function SideMenuSlot(_props: SlotProps) {
  const open = useUiStore((state) => state.sideMenuOpen);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  usePreloadWhenIdle(sideMenuHost.preload);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuHost />
    </Suspense>
  );
});
