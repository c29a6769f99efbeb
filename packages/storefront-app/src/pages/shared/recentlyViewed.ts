/**
 * The products this browser viewed lately (Keep Shopping For, spec 2.1 /keep-shopping-for): their
 * slugs, newest first, at most RECENTLY_VIEWED_LIMIT (the rules' rememberViewed). Kept on the device,
 * like the guest cart: it is the shopper's browsing, not their account.
 *
 * Not in stores/ (the first load's shared chunk) and not part of the first load: only the product page and Keep Shopping For use it, so it loads with
 * them and reads local storage when they mount (never while hydrating: the server knows nothing of it).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { RECENTLY_VIEWED_LIMIT, rememberViewed } from '@storefront/components';
import { APP_STORAGE_KEYS } from '../../stores/keys.ts';

export interface RecentlyViewedState {
  slugs: string[];
  viewed: (slug: string) => void;
  clear: () => void;
}

export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      slugs: [],
      viewed: (slug) => set((state) => (state.slugs[0] === slug ? state : { slugs: rememberViewed(state.slugs, slug) })),
      clear: () => set({ slugs: [] }),
    }),
    {
      name: APP_STORAGE_KEYS.recentlyViewed,
      skipHydration: true,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ slugs: state.slugs }),
      merge: (persisted, current) => {
        const slugs = (persisted as { slugs?: unknown } | null)?.slugs;
        // Whatever was stored: its strings, once each, at most the limit.
        const clean = Array.isArray(slugs)
          ? slugs.filter((s, i): s is string => typeof s === 'string' && s.trim() !== '' && slugs.indexOf(s) === i)
          : [];
        return { ...current, slugs: clean.slice(0, RECENTLY_VIEWED_LIMIT) };
      },
    },
  ),
);

/** Loads the stored list once (later calls wait for the same load). */
let loading: Promise<void> | undefined;
const load = (): Promise<void> => (loading ??= Promise.resolve(useRecentlyViewedStore.persist.rehydrate()));

/** A product page was viewed: remembered after the stored list is loaded (so it is never overwritten). */
export function recordViewed(slug: string): void {
  void load().then(() => useRecentlyViewedStore.getState().viewed(slug));
}

/** The remembered slugs, or null until the stored list is loaded (after the page mounts). */
export function useRecentlyViewed(): string[] | null {
  useEffect(() => void load(), []);
  const loaded = useSyncExternalStore(
    (notify) => useRecentlyViewedStore.persist.onFinishHydration(notify),
    () => useRecentlyViewedStore.persist.hasHydrated(),
    () => false,
  );
  const slugs = useRecentlyViewedStore((state) => state.slugs);
  return loaded ? slugs : null;
}
