/**
 * Session (spec 3 "User", 6). The session itself is the server's HttpOnly `sf_session` cookie: no
 * script can read it, and no token is kept in the browser's storage. This store keeps the signed-in
 * user (persisted, so the chrome greets the shopper at once); the first 401 from the API clears it
 * (api/session.ts). Guests have no user.
 */
import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from 'zustand/middleware';
import { bindServerState } from '../shop/serverState.tsx';
import type { User } from '@storefront/components';
import { APP_STORAGE_KEYS } from './keys.ts';

export interface SessionState {
  user: User | null;
  /** When this tab signed in (epoch ms; 0 for a session loaded from storage): older 401s are stale. */
  signedInAt: number;
  signIn: (user: User) => void;
  signOut: () => void;
}

export const useSessionStore = bindServerState(
  createStore<SessionState>()(
    persist(
      (set) => ({
        user: null,
        signedInAt: 0,
        signIn: (user) => set({ user, signedInAt: Date.now() }),
        signOut: () => set({ user: null, signedInAt: 0 }),
      }),
      {
        name: APP_STORAGE_KEYS.session,
        // Server-rendered pages hydrate with the stores' initial state; stored values load after (rehydrateStores).
        skipHydration: true,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ user: state.user }),
        // Version 1 stored a bearer token beside the user: dropped (the cookie is the session now).
        version: 2,
        migrate: (persisted) => ({ user: (persisted as { user?: User | null } | null)?.user ?? null }),
      },
    ),
  ),
  // The server knows the session by its cookie: a signed-in shopper's pages are theirs from the first HTML.
  (snapshot): Partial<SessionState> => (snapshot.user === undefined ? {} : { user: snapshot.user }),
);

/** Spec 6: a shopper is signed in when the session's user is known. */
export const selectIsSignedIn = (state: Pick<SessionState, 'user'>): boolean => state.user !== null && typeof state.user === 'object';

/** The signed-in shopper's id (the key of their queries), or null. */
export const selectUserId = (state: Pick<SessionState, 'user'>): string | null => state.user?._id ?? null;
