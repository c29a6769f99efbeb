export {
  Dialog,
  InlineDialogs,
  dialogPlacements,
  dialogWidths,
  type DialogProps,
  type DialogCommonProps,
  type DialogPlacement,
  type DialogWidth,
} from './Dialog.tsx';
export { Modal, type ModalProps } from './Modal.tsx';
export { Drawer, drawerSides, drawerWidths, type DrawerProps, type DrawerSide, type DrawerWidth } from './Drawer.tsx';
export { lockBodyScroll, SCROLL_LOCK_GAP_VAR } from './scrollLock.ts';
export { tabbableIn } from './focusable.ts';
