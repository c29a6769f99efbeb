import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import clsx from 'clsx';
import { IconButton } from '../IconButton.tsx';
import { visuallyHidden } from '../VisuallyHidden.css.ts';
import { isTopDialog, pushDialog, removeDialog } from './dialogStack.ts';
import { tabbableIn, trapTabKey } from './focusable.ts';
import { lockBodyScroll } from './scrollLock.ts';
import { Inline } from '../layout/Inline.tsx';
import * as css from './Dialog.css.ts';

export const dialogPlacements = ['center', 'left', 'right', 'bottom'] as const;
export type DialogPlacement = (typeof dialogPlacements)[number];
export const dialogWidths = ['narrow', 'wide', 'full'] as const;
export type DialogWidth = (typeof dialogWidths)[number];

/**
 * Dialogs shown in place, for a gallery that shows several side by side (the workbench's variant
 * galleries): rendered where they are instead of in a portal, not modal (no aria-modal, no focus
 * moved or trapped, no scroll lock, not on the dialog stack). Put a containing block (a transform)
 * around each, so its fixed overlay stays inside its frame. The storefront uses it once: the age
 * gate as the server's HTML shows it, before the page's code runs (no portal exists on a server).
 */
const DialogInlineContext = createContext(false);

export function InlineDialogs({
  children,
  inline = true,
}: {
  children: ReactNode;
  /** False: dialogs are themselves again (a tree that keeps its shape). */ inline?: boolean;
}) {
  return <DialogInlineContext.Provider value={inline}>{children}</DialogInlineContext.Provider>;
}

/** What Modal and Drawer share: everything except where the panel sits. */
export interface DialogCommonProps {
  open: boolean;
  /** Called by the close button, Escape, and a backdrop click (unless `persistent`). */
  onClose: () => void;
  /** Labels the dialog (aria-labelledby). */
  title: ReactNode;
  /** Keep the title for screen readers only (a custom visual header lives in `children`). */
  hideTitle?: boolean;
  /** Optional text that describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** A backdrop click does not close it (spec 2.15: "unless it is persistent"). */
  persistent?: boolean;
  /**
   * False: a question that must be answered (the age gate): no close button, and Escape and the
   * backdrop do nothing. Default true.
   */
  dismissible?: boolean;
  /** 'opaque': nothing behind the dialog can be read (the age gate). Default: the dimmed overlay. */
  backdrop?: 'dim' | 'opaque';
  /** False: shown at once, without the entrance transition (a dialog the page already showed). Default true. */
  appear?: boolean;
  /**
   * False: rendered where it stands instead of in a portal to <body>, still modal (a dialog that
   * the server's HTML already has in place: the age gate keeps its element). Default true.
   */
  portal?: boolean;
  /** What receives focus on open; default: the first focusable element of the body, else Close. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible name of the close button. */
  closeLabel?: string;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
  bodyClassName?: string;
}

export interface DialogProps extends DialogCommonProps {
  placement: DialogPlacement;
  width?: DialogWidth;
}

/**
 * The one dialog implementation behind Modal and Drawer: portal to <body>, role="dialog" +
 * aria-modal, labelled by its title, focus moved in on open, trapped while open and given back to
 * the opener on close, Escape and backdrop to close, and the page's scroll locked without a shift.
 */
export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  description,
  persistent = false,
  dismissible = true,
  backdrop = 'dim',
  appear = true,
  portal = true,
  initialFocusRef,
  closeLabel = 'Close',
  footer,
  children,
  className,
  bodyClassName,
  placement,
  width = 'narrow',
}: DialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  const initialFocusRefRef = useRef(initialFocusRef);
  const [entered, setEntered] = useState(false);
  const inline = useContext(DialogInlineContext);

  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
    initialFocusRefRef.current = initialFocusRef;
  });

  useEffect(() => {
    if (!open || inline) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    pushDialog(id);
    const unlock = lockBodyScroll();

    const target = initialFocusRefRef.current?.current ?? tabbableIn(bodyRef.current)[0] ?? closeRef.current ?? panel;
    target?.focus({ preventScroll: true });
    const frame = requestAnimationFrame(() => setEntered(true));

    const onKeyDown = (event: KeyboardEvent) => {
      if (!panel || !isTopDialog(id)) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
      } else if (event.key === 'Tab') {
        trapTabKey(event, panel);
      }
    };
    // Focus that escapes by other means (a click on the page behind, a script) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (!panel || !isTopDialog(id)) return;
      if (event.target instanceof Node && !panel.contains(event.target)) (tabbableIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(frame);
      setEntered(false);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      removeDialog(id);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [open, id, inline]);

  // In place it renders on a server too (the age gate's first paint); a portal needs the browser.
  if (!open || (!inline && portal && typeof document === 'undefined')) return null;
  const state = entered || inline || !appear ? 'open' : 'opening';

  const dialog = (
    <div className={css.root({ placement })}>
      <div
        className={clsx(css.backdrop, backdrop === 'opaque' && css.backdropOpaque)}
        data-state={state}
        data-dialog-backdrop=""
        aria-hidden="true"
        onClick={persistent || !dismissible ? undefined : onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal={inline ? undefined : 'true'}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-state={state}
        className={clsx(css.panel({ placement, width }), className)}
      >
        <div className={clsx(css.header, hideTitle && css.headerBare, hideTitle && !dismissible && css.headerEmpty)}>
          <h2 id={titleId} className={hideTitle ? visuallyHidden : css.title}>
            {title}
          </h2>
          {dismissible ? <IconButton ref={closeRef} label={closeLabel} icon={<X size={22} />} onClick={onClose} /> : null}
        </div>
        {description ? (
          <p id={descriptionId} className={css.description}>
            {description}
          </p>
        ) : null}
        <div ref={bodyRef} className={clsx(css.body, bodyClassName)}>
          {children}
        </div>
        {footer ? (
          <Inline justify="end" wrap={false} gap="sm" className={css.footer}>
            {footer}
          </Inline>
        ) : null}
      </div>
    </div>
  );
  return inline || !portal ? dialog : createPortal(dialog, document.body);
}
