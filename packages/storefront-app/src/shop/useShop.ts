/**
 * The one hook for who is shopping where (issue 31): the site and its CMS configuration, the
 * shown store (the shopper's choice, else the CMS's), the provider kind, the menu and order types,
 * and the session. Every widget and page reads these here; none derives them itself.
 */
import { useShallow } from 'zustand/react/shallow';
import type { OrderType } from '@storefront/components';
import { useSite } from '../site/SiteContext.tsx';
import { usePreferenceStore, useSessionStore } from '../stores/index.ts';
import { shopContextFor, type ShopContext } from './shopContext.ts';

export interface Shop extends ShopContext {
  siteId: string;
  config: ReturnType<typeof useSite>['config'];
  settings: ReturnType<typeof useSite>['config']['siteSettings'];
  /** The store the shopper chose (null: none yet; `retailerId` may still be the CMS's). */
  chosenRetailerId: string | null;
  orderType: OrderType;
  userId: string | null;
  signedIn: boolean;
}

export function useShop(): Shop {
  const { config, siteId } = useSite();
  const { chosenRetailerId, menuType, orderType } = usePreferenceStore(
    useShallow((state) => ({ chosenRetailerId: state.retailerId, menuType: state.menuType, orderType: state.orderType })),
  );
  const userId = useSessionStore((state) => state.user?._id ?? null);
  return {
    siteId,
    config,
    settings: config.siteSettings,
    ...shopContextFor(config, { retailerId: chosenRetailerId, menuType }),
    chosenRetailerId,
    orderType,
    userId,
    signedIn: userId !== null,
  };
}
