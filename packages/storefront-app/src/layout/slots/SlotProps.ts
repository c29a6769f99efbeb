import type { Chrome } from '../useChrome.ts';

/** What the layout gives every chrome slot. Slots read the site config with useSite(). */
export interface SlotProps {
  chrome: Chrome;
  pathname: string;
}
