/**
 * The abandoned-cart e-mail watcher (marketing/useAbandonedCartEmail.ts) is for signed-in shoppers
 * only: its module loads once a shopper is signed in, never in a guest's first load.
 */
import { Suspense } from 'react';
import { selectIsSignedIn, useSessionStore, useSiteDataStore } from '../../stores/index.ts';
import { preloadable } from './preloadable.ts';

const watcher = preloadable(() =>
  import('../../marketing/useAbandonedCartEmail.ts').then((module) => ({ default: module.AbandonedCartWatcher })),
);
const Watcher = watcher.Component;

export function AbandonedCartSlot() {
  const hydrated = useSiteDataStore((state) => state.hydrated);
  const signedIn = useSessionStore(selectIsSignedIn);
  if (!hydrated || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <Watcher />
    </Suspense>
  );
}
