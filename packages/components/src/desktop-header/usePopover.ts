import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** How a popover was opened: hover-opened ones close when the pointer leaves. */
export type PopoverOpenedBy = 'hover' | 'click' | 'keyboard' | 'focus';

interface PopoverState {
  by: PopoverOpenedBy | null;
  /** The closeKey the popover was opened under; a new key (a route change) closes it. */
  key: unknown;
}

export interface Popover<T extends HTMLElement, R extends HTMLElement> {
  open: boolean;
  openedBy: PopoverOpenedBy | null;
  show: (by: PopoverOpenedBy) => void;
  hide: (returnFocus?: boolean) => void;
  toggle: (by: PopoverOpenedBy) => void;
  triggerRef: RefObject<T | null>;
  /** Spread onto the element that wraps both the trigger and the panel: its ref and handlers. */
  rootProps: {
    ref: RefObject<R | null>;
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onKeyDown: (event: KeyboardEvent) => void;
    onBlur: (event: FocusEvent) => void;
  };
}

/**
 * The behaviour the desktop header's menus share: open on hover, click or keyboard; close when the
 * pointer leaves (hover-opened only), on Escape (focus returns to the trigger), on a click outside,
 * when focus leaves, and when `closeKey` changes ("A route change closes the menus", spec 2.1).
 */
export function usePopover<T extends HTMLElement = HTMLButtonElement, R extends HTMLElement = HTMLDivElement>(
  closeKey?: unknown,
  options: { hover?: boolean } = {},
): Popover<T, R> {
  const hover = options.hover ?? true;
  const [state, setState] = useState<PopoverState>({ by: null, key: closeKey });
  const rootRef = useRef<R | null>(null);
  const triggerRef = useRef<T | null>(null);
  const open = state.by !== null && Object.is(state.key, closeKey);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setState((s) => ({ ...s, by: null }));
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const show = (by: PopoverOpenedBy) => setState({ by, key: closeKey });
  const hide = (returnFocus = false) => {
    if (returnFocus) triggerRef.current?.focus();
    setState((s) => ({ ...s, by: null }));
  };
  // A click on a hover-opened popover pins it open; a second click closes it.
  const toggle = (by: PopoverOpenedBy) => (open && state.by !== 'hover' ? hide() : show(by));

  return {
    open,
    openedBy: open ? state.by : null,
    show,
    hide,
    toggle,
    triggerRef,
    rootProps: {
      ref: rootRef,
      onMouseEnter: () => {
        if (hover && !open) show('hover');
      },
      onMouseLeave: () => {
        if (hover && open && state.by === 'hover') hide();
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide(true);
        }
      },
      onBlur: (event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) hide();
      },
    },
  };
}
