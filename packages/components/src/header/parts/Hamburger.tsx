import { Menu } from 'lucide-react';
import type { HeaderPartLooks } from '../headerDesigns.ts';
import { HeaderAction } from './HeaderAction.tsx';
import { iconPx, useHeaderRow } from './headerRowContext.ts';

export const MENU_LABEL = 'Menu';

export interface HamburgerProps {
  look?: HeaderPartLooks['hamburger'];
  /** Opens the side menu (spec 2.6). */
  onOpenMenu?: () => void;
}

export function Hamburger({ look = 'icon', onOpenMenu }: HamburgerProps) {
  const { iconSize } = useHeaderRow();
  return (
    <HeaderAction
      part="hamburger"
      label={MENU_LABEL}
      look={look}
      icon={<Menu size={iconPx(iconSize)} />}
      onClick={onOpenMenu}
      aria-haspopup="dialog"
    />
  );
}
