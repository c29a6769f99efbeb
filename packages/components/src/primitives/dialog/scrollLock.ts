/**
 * Body scroll lock shared by every open dialog (reference counted, so nested dialogs work).
 * The page keeps its width: the scrollbar's width is added to the body's right padding, and is
 * published as `--scroll-lock-gap` on <html> for fixed bars that want to compensate too.
 */
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

export const SCROLL_LOCK_GAP_VAR = '--scroll-lock-gap';

export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const { body, documentElement } = document;
  if (locks === 0) {
    const gap = Math.max(0, window.innerWidth - documentElement.clientWidth);
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    if (gap > 0) {
      const current = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + gap}px`;
    }
    documentElement.style.setProperty(SCROLL_LOCK_GAP_VAR, `${gap}px`);
    body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
      documentElement.style.removeProperty(SCROLL_LOCK_GAP_VAR);
      saved = null;
    }
  };
}

/** Number of dialogs currently holding the lock (for tests). */
export function scrollLockCount(): number {
  return locks;
}
