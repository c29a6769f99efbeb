import { Store } from 'lucide-react';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { HeaderAction } from './HeaderAction.tsx';
import { iconPx, useHeaderRow } from './headerRowContext.ts';

export const STORE_PICKER_LABEL = 'Choose a store';

export interface StorePickerButtonProps {
  look?: HeaderPartLooks['storePicker'];
  /** Opens the store chooser (spec 2.7). */
  onOpenStorePicker?: () => void;
}

export function StorePickerButton({ look = 'icon', onOpenStorePicker }: StorePickerButtonProps) {
  const { iconSize } = useHeaderRow();
  return (
    <HeaderAction
      part="storePicker"
      label={STORE_PICKER_LABEL}
      look={look}
      icon={<Store size={iconPx(iconSize)} />}
      onClick={onOpenStorePicker}
      aria-haspopup="dialog"
    />
  );
}
