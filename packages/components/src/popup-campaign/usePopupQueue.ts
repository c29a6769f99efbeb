import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  buildPopupQueue,
  pageScrollPercent,
  popupDisplayTiming,
  shouldShowPopupNow,
  shouldShowPopupOverlay,
  type PopupCampaignLike,
} from '../rules/commerce/popups.ts';

export interface PopupQueueInput<C extends PopupCampaignLike> {
  /** The retailer's active campaigns, in the server's order. */
  campaigns: readonly C[];
  /** The current path (trigger pageUrls are compared with it). */
  path: string;
  /** Campaigns this visitor dismissed or answered: never queued again. */
  skipIds: readonly string[];
  /** False while something else must come first (the age gate, the store choice): nothing shows. */
  enabled: boolean;
  /** The clock (epoch ms); Date.now by default. */
  now?: () => number;
}

export interface PopupQueueState<C> {
  /** The campaign to show now; null while waiting (scroll, time) or when the queue is empty. */
  current: C | null;
  /** Take `id` out of the queue (closed or answered); the next one waits its timeOnPage delay. */
  close: (id: string) => void;
}

function scrollPercentNow(): number {
  const root = document.documentElement;
  return pageScrollPercent({
    scrollTop: window.scrollY || root.scrollTop,
    scrollHeight: root.scrollHeight,
    clientHeight: window.innerHeight || root.clientHeight,
  });
}

/**
 * The pop-up queue and its timing (spec 4 "Popup campaigns"): the eligible campaigns (schedule and
 * trigger, without dismissed or answered ones) in order; the head of the queue shows when its
 * display timing is met (scroll only, time only, or the scroll position and then the time); after a
 * close the next waits its own timeOnPage delay, counted from the close. A new path starts over.
 * Every decision is a rule of rules/commerce/popups.ts; this hook only keeps time.
 */
export function usePopupQueue<C extends PopupCampaignLike>({
  campaigns,
  path,
  skipIds,
  enabled,
  now = Date.now,
}: PopupQueueInput<C>): PopupQueueState<C> {
  const [closed, setClosed] = useState<readonly string[]>([]);
  const skipKey = skipIds.join('\n');
  const queue = useMemo(
    () => buildPopupQueue(campaigns, { now: now(), path, dismissedIds: [...skipIds, ...closed] }),
    // skipKey stands for skipIds' contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [campaigns, path, skipKey, closed, now],
  );
  const head = queue[0] ?? null;
  const [shownId, setShownId] = useState<string | null>(null);
  // When the head's wait started: the page (path) load, or the previous campaign's close.
  const [start, setStart] = useState(() => ({ path, at: now() }));
  if (start.path !== path) setStart({ path, at: now() });
  const startedAt = start.path === path ? start.at : null;

  useEffect(() => {
    if (!enabled || !head || startedAt === null || shownId === head._id) return undefined;
    const timing = popupDisplayTiming(head.behavior);
    let reachedAt: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const check = () => {
      if (done) return;
      const at = now();
      const scrollPercent = scrollPercentNow();
      if (timing.waitForScrollPercent !== null && reachedAt === null && scrollPercent >= timing.waitForScrollPercent) reachedAt = at;
      const progress = {
        scrollPercent,
        elapsedOnPageMs: at - startedAt,
        elapsedSinceScrollReachedMs: reachedAt === null ? null : at - reachedAt,
      };
      if (shouldShowPopupNow(timing, progress)) {
        done = true;
        setShownId(head._id);
        return;
      }
      // Still waiting on the clock: check again when the wait is over.
      const waited = timing.waitForScrollPercent === null ? progress.elapsedOnPageMs : progress.elapsedSinceScrollReachedMs;
      if (waited !== null) {
        clearTimeout(timer);
        timer = setTimeout(check, Math.max(0, timing.delayMs - waited));
      }
    };
    check();
    const onScroll = () => check();
    if (!done && timing.waitForScrollPercent !== null) window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      done = true;
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled, head, shownId, startedAt, now]);

  const close = useCallback(
    (id: string) => {
      // The next campaign's wait (its timeOnPage delay, or its scroll position then the delay) runs from now.
      setStart({ path, at: now() });
      setClosed((ids) => (ids.includes(id) ? ids : [...ids, id]));
      setShownId(null);
    },
    [path, now],
  );

  // showPopup: the head's display timing has been met.
  const showPopup = enabled && head !== null && shownId === head._id;
  const current = shouldShowPopupOverlay({ showPopup, queueLength: queue.length }) ? head : null;
  return { current, close };
}
