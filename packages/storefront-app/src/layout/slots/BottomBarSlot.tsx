/**
 * Mobile bottom bar slot (spec 2.5): BottomBarHost (the BottomBar widget, its CMS design and
 * content, the cart count, the session and the chrome callbacks). The widget hides itself on
 * /product* and /chat-with-retailer/* and from 769 px up, reserves its own space under the page, and
 * hides on scroll; the layout renders this only where its checkout rule shows the footer chrome.
 *
 * Only a phone uses it, so its module loads only below 769 px (viewportChrome.ts): a desktop keeps
 * the server's (hidden) HTML of it while hydrating, never fetches its code, and drops it once
 * hydrated (the boundary keyed by useViewportSide is mounted afresh, showing nothing).
 */
import { memo, Suspense } from 'react';
import type { SlotProps } from './SlotProps.ts';
import { bottomBarBranch, useViewportSide } from './viewportChrome.ts';

const BottomBarHost = bottomBarBranch.Component;

export const BottomBarSlot = memo(function BottomBarSlot({ pathname }: SlotProps) {
  const shown = useViewportSide('phone');
  return (
    <Suspense key={shown ? 'shown' : 'hidden'} fallback={null}>
      <BottomBarHost pathname={pathname} />
    </Suspense>
  );
});
