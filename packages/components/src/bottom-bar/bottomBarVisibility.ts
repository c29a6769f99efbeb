/**
 * Visibility of the mobile bottom bar on scroll, as a reducer for React state. The rule itself
 * (spec 2.5 "Visibility on scroll" and 2.1 /menu-profile) is `bottomBarVisibleOnScroll` of the
 * navigation rules; this only adapts it to a state object that stays identical when nothing
 * changes (so a state setter bails out without a re-render).
 */
import { bottomBarVisibleOnScroll } from '../rules/navigation/chrome.ts';

export interface BottomBarVisibility {
  visible: boolean;
}

export interface BottomBarScrollInput {
  /** Current vertical scroll offset (window.scrollY). */
  scrollY: number;
  /** The offset at the previous reading; equal to scrollY when there is no direction (route change). */
  previousScrollY: number;
  /** window.innerHeight. */
  viewportHeight: number;
  /** document.documentElement.scrollHeight. */
  documentHeight: number;
  pathname: string;
  /** The design-9 menu is open (the bar then stays shown). */
  menuOpen: boolean;
}

export const initialBottomBarVisibility: BottomBarVisibility = { visible: true };

const SHOWN: BottomBarVisibility = { visible: true };
const HIDDEN: BottomBarVisibility = { visible: false };

export function nextBottomBarVisibility(state: BottomBarVisibility, input: BottomBarScrollInput): BottomBarVisibility {
  const { menuOpen, ...scroll } = input;
  const visible = bottomBarVisibleOnScroll({ ...scroll, visible: state.visible, designNineMenuOpen: menuOpen });
  if (visible === state.visible) return state;
  return visible ? SHOWN : HIDDEN;
}
