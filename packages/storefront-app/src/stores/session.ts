/** Session (spec 3 "User", 6): a token when signed in, and the user. Guests have neither. */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@storefront/components';
import { APP_STORAGE_KEYS } from './keys.ts';

export interface SessionState {
  token: string | null;
  user: User | null;
  signIn: (token: string, user: User) => void;
  signOut: () => void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      signIn: (token, user) => set({ token, user }),
      signOut: () => set({ token: null, user: null }),
    }),
    {
      name: APP_STORAGE_KEYS.session,
      // Server-rendered pages hydrate with the stores' initial state; stored values load after (rehydrateStores).
      skipHydration: true,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ token: state.token, user: state.user }),
    },
  ),
);

/** Spec 6: a shopper is signed in when a session token is present. */
export const selectIsSignedIn = (state: Pick<SessionState, 'token'>): boolean =>
  typeof state.token === 'string' && state.token !== '';
