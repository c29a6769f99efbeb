/**
 * The session in the app. The session itself is the server's HttpOnly cookie; the app knows the
 * signed-in user (stores/session.ts).
 * - A 401 from any call (a catalogue read, the wishlist, sign-in while a stale session is known…)
 *   signs the shopper out, quietly (the failed call shows its own message). The local cart stays:
 *   it becomes the guest cart again.
 * - Signing out asks the server to end the session (the answer clears the cookie), then forgets the
 *   shopper here, including the account's cart (it stays on the server for the next sign-in).
 */
import { configureApi, signOut as signOutCall, type UnauthorizedEvent } from '@storefront/components/api';
import { selectIsSignedIn, useCartStore, useNotificationsStore, useSessionStore, useWishlistStore } from '../stores/index.ts';

function forgetShopper(): void {
  useSessionStore.getState().signOut();
  useWishlistStore.getState().clear();
  useNotificationsStore.getState().setUnseenCount(0);
}

export function endSessionOnUnauthorized(event?: Pick<UnauthorizedEvent, 'startedAt'>): void {
  const session = useSessionStore.getState();
  if (!selectIsSignedIn(session)) return;
  // An answer to a call sent before this sign-in says nothing about the new session.
  if (event && event.startedAt < session.signedInAt) return;
  forgetShopper();
}

/** Signs the shopper out here and on the server ('everywhere': on every device). */
export async function signOutShopper(options: { everywhere?: boolean } = {}): Promise<void> {
  forgetShopper();
  useCartStore.getState().replace([]);
  await signOutCall(options);
}

/** Points the client's onUnauthorized at the session; returns the undo (for an effect's cleanup). */
export function connectApiToSession(): () => void {
  configureApi({ onUnauthorized: endSessionOnUnauthorized });
  return () => configureApi({ onUnauthorized: undefined });
}
