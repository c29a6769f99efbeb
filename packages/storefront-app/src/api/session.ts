/**
 * The API's 401s end the shopper's session: whatever call answers 401 (a catalogue read, the
 * wishlist, sign-in while a stale token is stored…), the shopper is signed out, quietly (the failed
 * call shows its own message). The guest cart stays: it is its own store, not part of the session.
 */
import { configureApi } from '@storefront/components/api';
import { selectIsSignedIn, useNotificationsStore, useSessionStore, useWishlistStore } from '../stores/index.ts';

export function endSessionOnUnauthorized(): void {
  const session = useSessionStore.getState();
  if (!selectIsSignedIn(session)) return;
  session.signOut();
  useWishlistStore.getState().clear();
  useNotificationsStore.getState().setUnseenCount(0);
}

/** Points the client's onUnauthorized at the session; returns the undo (for an effect's cleanup). */
export function connectApiToSession(): () => void {
  configureApi({ onUnauthorized: endSessionOnUnauthorized });
  return () => configureApi({ onUnauthorized: undefined });
}
