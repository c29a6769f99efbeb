import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { openDialogCount, subscribeDialogs } from '../primitives/dialog/dialogStack.ts';
import { popupCampaignMayOpen, type PopupBlockingDialogs } from '../rules/marketing/popupCampaigns.ts';
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
  /**
   * The dialogs open now: a campaign never opens over one and waits for it (popupCampaignMayOpen).
   * Any modal on the dialog stack counts as otherModal too, except the campaign's own: the caller
   * shows `current` in one dialog (PopupCampaignOverlay).
   */
  dialogs: PopupBlockingDialogs;
  /** The route's page kind ('checkout' …; null: unknown): none opens on the quiet pages (POPUP_QUIET_PAGES). */
  page: string | null;
  /** The store's IANA time zone: a campaign's days and hours are read on its clock. */
  timeZone?: string | null;
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

/** How many dialogs are open on the page now (the dialog stack of the Dialog primitive); 0 on the server. */
export function useOpenDialogCount(): number {
  return useSyncExternalStore(subscribeDialogs, openDialogCount, () => 0);
}

/**
 * The pop-up queue and its timing (spec 4 "Popup campaigns"): the eligible campaigns (schedule on the
 * store's clock and trigger, without dismissed or answered ones) in order; the head of the queue shows
 * when it may open (popupCampaignMayOpen: no other dialog up, not a quiet page, none opened yet on
 * this page view) and its display timing is met (scroll only, time only, or the scroll position and
 * then the time). At most one campaign per page view (issue 35): after a close the next one waits for
 * the next page, where its own timing starts over. A campaign that gave way to a dialog comes back
 * when the dialog closes. Every decision is a rule's (rules/commerce/popups.ts,
 * rules/marketing/popupCampaigns.ts); this hook only keeps time.
 */
export function usePopupQueue<C extends PopupCampaignLike>({
  campaigns,
  path,
  skipIds,
  dialogs,
  page,
  timeZone = null,
  now = Date.now,
}: PopupQueueInput<C>): PopupQueueState<C> {
  const [closed, setClosed] = useState<readonly string[]>([]);
  const skipKey = skipIds.join('\n');
  const queue = useMemo(
    () => buildPopupQueue(campaigns, { now: now(), path, timeZone, dismissedIds: [...skipIds, ...closed] }),
    // skipKey stands for skipIds' contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [campaigns, path, timeZone, skipKey, closed, now],
  );
  const head = queue[0] ?? null;
  const [shownId, setShownId] = useState<string | null>(null);
  // When the head's wait started: the page (path) load.
  const [start, setStart] = useState(() => ({ path, at: now() }));
  if (start.path !== path) setStart({ path, at: now() });
  const startedAt = start.path === path ? start.at : null;
  // The campaign that opened on this page view (path), if one has.
  const [opened, setOpened] = useState<{ path: string; id: string } | null>(null);
  const openedThisPageView = opened?.path === path ? opened.id : null;
  // The dialog stack holds the campaign's own dialog while it shows: only the others count.
  const openDialogs = useOpenDialogCount();
  const [overlayShown, setOverlayShown] = useState(false);
  const otherModal = dialogs.otherModal || openDialogs - (overlayShown ? 1 : 0) > 0;
  const mayOpen =
    head !== null && popupCampaignMayOpen({ campaignId: head._id, dialogs: { ...dialogs, otherModal }, page, openedThisPageView }).open;

  useEffect(() => {
    if (!mayOpen || !head || startedAt === null || shownId === head._id) return undefined;
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
        setOpened({ path, id: head._id });
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
  }, [mayOpen, head, shownId, startedAt, path, now]);

  const close = useCallback((id: string) => {
    setClosed((ids) => (ids.includes(id) ? ids : [...ids, id]));
    setShownId(null);
  }, []);

  // showPopup: the head may open and its display timing has been met.
  const showPopup = mayOpen && head !== null && shownId === head._id;
  const current = shouldShowPopupOverlay({ showPopup, queueLength: queue.length }) ? head : null;
  // Known before its dialog joins the stack, so it is never taken for another dialog (and when it
  // gives way to one, the count it leaves is the others').
  if (overlayShown !== (current !== null)) setOverlayShown(current !== null);
  return { current, close };
}
