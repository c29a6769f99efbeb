/**
 * The shown store's status now (spec 2.12, 4, 5): the retailer (the shopper's choice, else the
 * CMS's), whether it is open at this minute in its own time zone (isStoreOpen), and whether
 * checkout is disabled ("when the store-closed setting is on and the store is closed").
 *
 * The clock starts after hydration (the server and the hydrating client render "unknown", never two
 * different answers) and ticks every minute; Playwright's clock fixes it in tests.
 */
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isCheckoutDisabled, isStoreOpen, storeCardHoursLine, type Retailer } from '@storefront/components';
import { useShop } from '../shop/useShop.ts';
import { retailersQuery } from '@storefront/components/api';

const MINUTE_MS = 60_000;

/** One minute clock for every reader: started by the first subscriber, stopped with the last. */
const clock = {
  now: null as Date | null,
  listeners: new Set<() => void>(),
  timer: undefined as ReturnType<typeof setInterval> | undefined,
};

function subscribeClock(listener: () => void): () => void {
  clock.listeners.add(listener);
  if (clock.timer === undefined) {
    clock.now = new Date();
    clock.timer = setInterval(() => {
      clock.now = new Date();
      for (const each of clock.listeners) each();
    }, MINUTE_MS);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer !== undefined) {
      clearInterval(clock.timer);
      clock.timer = undefined;
    }
  };
}

/** The current time to the minute; null on the server and while hydrating (React reads the snapshot again once subscribed). */
export function useNow(): Date | null {
  return useSyncExternalStore(
    subscribeClock,
    () => clock.now,
    () => null,
  );
}

export interface StoreStatus {
  retailerId: string | null;
  retailer: Retailer | null;
  /** Open now; null while unknown (no store, its hours not loaded, or before mount). */
  open: boolean | null;
  /** Today's hours or the status line (the store card's line), when known. */
  hoursLine: string | null;
  checkoutDisabled: boolean;
}

export function useStoreStatus(): StoreStatus {
  const { config, siteId, retailerId } = useShop();
  const retailers = useQuery({ ...retailersQuery(siteId), enabled: retailerId !== null });
  const now = useNow();
  const retailer = retailerId ? (retailers.data?.find((r) => r.id === retailerId || r.retailerId === retailerId) ?? null) : null;
  const open = retailer && now ? isStoreOpen(retailer, now) : null;
  return {
    retailerId,
    retailer,
    open,
    hoursLine: retailer && now ? storeCardHoursLine(retailer, now) : null,
    checkoutDisabled: open !== null && isCheckoutDisabled({ storeClosedSettingOn: config.retailerClosePopupCMS.isTurnOn, storeOpen: open }),
  };
}
