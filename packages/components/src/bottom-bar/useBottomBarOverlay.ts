import { useCallback, useEffect, useRef, useState } from 'react';

export interface BottomBarOverlayState {
  open: boolean;
  /** The entry chosen while the overlay waits out its close delay (shows a spinner), else null. */
  pending: string | null;
  show: () => void;
  /** Dismissal (close button, Escape, backdrop, the trigger again): closes at once. */
  dismiss: () => void;
  /** A choice that navigates: the overlay stays `closeDelayMs`, then closes (spec 2.5, 9). */
  choose: (key: string) => void;
}

/**
 * Open state of a bottom-bar overlay with the design's close delay (spec 9: 3000 ms for design 9,
 * 300 ms for design 10). Closing because of navigation — a choice in the overlay, or the route
 * changing while it is open ("A route change closes the menus", spec 2.1) — waits the delay, so
 * the next page renders behind it; a dismissal closes at once.
 */
export function useBottomBarOverlay(closeDelayMs: number, pathname: string): BottomBarOverlayState {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const dismiss = useCallback(() => {
    clearTimer();
    setOpen(false);
    setPending(null);
  }, [clearTimer]);

  const closeLater = useCallback(() => {
    if (closeDelayMs <= 0) {
      dismiss();
      return;
    }
    if (timer.current === null) timer.current = setTimeout(dismiss, closeDelayMs);
  }, [closeDelayMs, dismiss]);

  const show = useCallback(() => {
    clearTimer();
    setPending(null);
    setOpen(true);
  }, [clearTimer]);

  const choose = useCallback(
    (key: string) => {
      setPending(key);
      closeLater();
    },
    [closeLater],
  );

  // A route change while open closes it, after the delay. Only the change matters, not the mount.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    if (open && timer.current === null) timer.current = setTimeout(dismiss, Math.max(0, closeDelayMs));
  }, [pathname, open, closeDelayMs, dismiss]);

  useEffect(() => clearTimer, [clearTimer]);

  return { open, pending, show, dismiss, choose };
}
