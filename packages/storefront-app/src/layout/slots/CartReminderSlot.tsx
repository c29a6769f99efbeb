/**
 * The service worker and the abandoned-cart notification (marketing/cartReminder.tsx) for every
 * shopper: its module loads once the page is hydrated and the browser is idle, never in the first load.
 */
import { Suspense, useEffect, useState } from 'react';
import { whenIdle } from '@storefront/components';
import { useSiteDataStore } from '../../stores/index.ts';
import { preloadable } from './preloadable.ts';

const watcher = preloadable(() => import('../../marketing/cartReminder.tsx').then((module) => ({ default: module.CartReminderWatcher })));
const Watcher = watcher.Component;
/** At the latest this long after hydration (where requestIdleCallback is missing, this exactly). */
const IDLE_FALLBACK_MS = 2000;

export function CartReminderSlot() {
  const hydrated = useSiteDataStore((state) => state.hydrated);
  const [idle, setIdle] = useState(false);
  useEffect(() => (hydrated ? whenIdle(() => setIdle(true), IDLE_FALLBACK_MS) : undefined), [hydrated]);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Watcher />
    </Suspense>
  );
}
