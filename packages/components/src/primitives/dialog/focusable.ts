const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isRendered(el: HTMLElement): boolean {
  if (el.closest('[hidden], [inert]')) return false;
  // checkVisibility (Chromium, Firefox, Safari 17.4+) skips display:none / visibility:hidden subtrees.
  return typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : true;
}

/** The elements Tab reaches inside `container`, in DOM order (tabindex="-1" excluded). */
export function tabbableIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && el.getAttribute('tabindex') !== '-1' && isRendered(el),
  );
}

/**
 * Keeps Tab / Shift+Tab inside `container`: from the last element Tab wraps to the first, from the
 * first (or the container itself) Shift+Tab wraps to the last.
 */
export function trapTabKey(event: KeyboardEvent, container: HTMLElement): void {
  const items = tabbableIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (event.shiftKey) {
    if (!inside || active === first || active === container) {
      event.preventDefault();
      last.focus();
    }
  } else if (!inside || active === last) {
    event.preventDefault();
    first.focus();
  }
}
