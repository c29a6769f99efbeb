/**
 * The cart sidebar slot (spec 2.10): opened by ui.cartSidebarOpen (the desktop header's cart);
 * closed on the first load, so its module (CartSidebarHost) loads on the first open and is fetched
 * ahead when the browser is idle. A route change closes it (closeMenus).
 */
import { onDemandSlot } from '../layout/slots/onDemandSlot.tsx';

export const CartSidebarSlot = onDemandSlot(
  (state) => state.cartSidebarOpen,
  () => import('./CartSidebarHost.tsx'),
);
