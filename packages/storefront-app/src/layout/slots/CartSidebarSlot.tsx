/**
 * The cart sidebar slot (spec 2.10): opened by ui.cartSidebarOpen (the desktop header's cart);
 * closed on the first load, so its module (CartSidebarHost) loads on the first open and is fetched
 * ahead when the browser is idle. A route change closes it (closeMenus).
 */
import { Suspense, useState } from 'react';
import { useUiStore } from '../../stores/index.ts';
import { preloadable, usePreloadWhenIdle } from './preloadable.ts';

const cartSidebarHost = preloadable(() => import('./CartSidebarHost.tsx'));
const CartSidebarHost = cartSidebarHost.Component;

export function CartSidebarSlot() {
  const open = useUiStore((state) => state.cartSidebarOpen);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  usePreloadWhenIdle(cartSidebarHost.preload);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CartSidebarHost />
    </Suspense>
  );
}
