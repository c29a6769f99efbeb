/**
 * The cart page's reminder offer, loaded once the page is up: the offer depends on the browser
 * (its permission), so the server never renders it and its module stays out of the cart's first load.
 */
import { lazy, Suspense } from 'react';
import { useSiteDataStore } from '../stores/index.ts';

const Offer = lazy(() => import('./CartReminderOffer.tsx').then((module) => ({ default: module.CartReminderOffer })));

export function CartReminderOfferSlot({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const hydrated = useSiteDataStore((state) => state.hydrated);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Offer headingLevel={headingLevel} />
    </Suspense>
  );
}
