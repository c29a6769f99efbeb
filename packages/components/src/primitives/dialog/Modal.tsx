import { Dialog, type DialogCommonProps } from './Dialog.tsx';

export interface ModalProps extends DialogCommonProps {
  /** 'narrow' (vars.size.drawerNarrow) or 'wide' (vars.size.drawerWide); capped by the viewport. */
  width?: 'narrow' | 'wide';
}

/** The generic modal (spec 2.15): a centred Dialog. */
export function Modal({ width = 'narrow', ...props }: ModalProps) {
  return <Dialog placement="center" width={width} {...props} />;
}
