/**
 * The shopper's initial-site-data answers (spec 3 "Initial site data"), kept on this browser:
 * - canAgeConsent: the age gate was answered 21+ or medical patient, so it never asks again here;
 * - isVisitedCustomerChoicePage: the first-visit store / order-type choice was shown (chosen or
 *   dismissed), so it does not open by itself again.
 * The CMS's initialSiteData values are the retailer's defaults: true there means the site never
 * asks (e.g. a retailer without an age gate); the stored answer is the shopper's.
 *
 * `hydrated` turns true once the stored values are loaded (after hydration, see hydrate.ts): until
 * then nothing may open the age gate, or a returning shopper would see it flash.
 */
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { APP_STORAGE_KEYS } from './keys.ts';
import { keyedStorage } from './storage.ts';
import { bindServerState } from '../shop/serverState.tsx';

export interface SiteDataState {
  canAgeConsent: boolean;
  isVisitedCustomerChoicePage: boolean;
  /** The stored values are loaded (false on the server and during hydration). */
  hydrated: boolean;
  consentToAge: () => void;
  visitCustomerChoice: () => void;
}

type PersistedSiteData = Pick<SiteDataState, 'canAgeConsent' | 'isVisitedCustomerChoicePage'>;

export const useSiteDataStore = bindServerState(
  createStore<SiteDataState>()(
    persist(
      (set) => ({
        canAgeConsent: false,
        isVisitedCustomerChoicePage: false,
        hydrated: false,
        consentToAge: () => set({ canAgeConsent: true }),
        visitCustomerChoice: () => set({ isVisitedCustomerChoicePage: true }),
      }),
      {
        name: APP_STORAGE_KEYS.siteData,
        skipHydration: true,
        storage: keyedStorage<PersistedSiteData>({
          canAgeConsent: APP_STORAGE_KEYS.ageConsent,
          isVisitedCustomerChoicePage: APP_STORAGE_KEYS.customerChoiceVisited,
        }),
        partialize: (state): PersistedSiteData => ({
          canAgeConsent: state.canAgeConsent,
          isVisitedCustomerChoicePage: state.isVisitedCustomerChoicePage,
        }),
        merge: (stored, current) => {
          const value = (stored ?? {}) as Partial<PersistedSiteData>;
          return {
            ...current,
            canAgeConsent: value.canAgeConsent === true || current.canAgeConsent,
            isVisitedCustomerChoicePage: value.isVisitedCustomerChoicePage === true || current.isVisitedCustomerChoicePage,
          };
        },
        onRehydrateStorage: () => () => useSiteDataStore.setState({ hydrated: true }),
      },
    ),
  ),
  // A browser the server has met (the shopper cookie) has its answers known from the first render.
  (snapshot): Partial<SiteDataState> =>
    snapshot.cookie
      ? { canAgeConsent: snapshot.cookie.ageConsent, isVisitedCustomerChoicePage: snapshot.cookie.choiceSeen, hydrated: true }
      : {},
);
