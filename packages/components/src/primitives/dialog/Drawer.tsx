import { Dialog, type DialogCommonProps } from './Dialog.tsx';

export const drawerSides = ['left', 'right', 'bottom'] as const;
export type DrawerSide = (typeof drawerSides)[number];
export const drawerWidths = ['narrow', 'wide'] as const;
export type DrawerWidth = (typeof drawerWidths)[number];

export interface DrawerProps extends DialogCommonProps {
  side?: DrawerSide;
  /** Spec 9 drawer widths: 'narrow' 400 px, 'wide' 507 px. A bottom sheet is always full width. */
  width?: DrawerWidth;
}

/** A Dialog docked to an edge of the viewport. */
export function Drawer({ side = 'right', width = 'narrow', ...props }: DrawerProps) {
  return <Dialog placement={side} width={width} {...props} />;
}
