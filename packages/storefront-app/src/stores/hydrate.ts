/**
 * The persisted stores skip zustand's automatic load from localStorage (`skipHydration`): the server
 * knows nothing of a shopper's local storage, so the server-rendered HTML and the hydrating client
 * both start from the stores' initial state (no hydration mismatch). This loads the stored values
 * once the page has hydrated; components re-render with them.
 */
import { useEffect } from 'react';
import { useCartStore } from '../cart/cartStore.ts';
import { APP_STORAGE_KEYS } from './keys.ts';
import { useNotificationsStore } from './notifications.ts';
import { usePreferenceStore } from './preference.ts';
import { useSessionStore } from './session.ts';
import { useSiteDataStore } from './siteData.ts';

const persisted = [usePreferenceStore, useSessionStore, useCartStore, useNotificationsStore, useSiteDataStore] as const;

let markRehydrated: () => void = () => undefined;
const rehydrated = new Promise<void>((resolve) => {
  markRehydrated = resolve;
});

/** Resolves once the stored values have loaded the first time (what the cart sync waits for). */
export const storesRehydrated = (): Promise<void> => rehydrated;

/** Loads every persisted store's stored values (safe to call more than once). */
export async function rehydrateStores(): Promise<void> {
  await Promise.all(persisted.map((store) => store.persist.rehydrate()));
  markRehydrated();
}

/** Loads the stored values after the first commit (hydration); another tab's cart change loads too. */
export function useRehydrateStores(): void {
  useEffect(() => {
    void rehydrateStores();
    const onStorage = (event: StorageEvent) => {
      if (event.key === APP_STORAGE_KEYS.cart) void useCartStore.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
