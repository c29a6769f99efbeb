/**
 * The tokens package: the theme contract, the default theme, breakpoints, `themeFromCms` and the
 * contrast helpers. `Box` and the sprinkles atoms live at '@storefront/tokens/box': their module
 * builds its atomic classes when it loads, so keeping it out of this entry keeps the sprinkles
 * runtime and its CSS out of every storefront page (widgets style themselves with .css.ts files).
 */
export { vars, type ThemeVars } from './contract.css.ts';
export { defaultTheme, type ThemeValues } from './defaultTheme.ts';
export { breakpoints, media, viewports, type Breakpoint, type ViewportName } from './breakpoints.ts';
export { themeFromCms, type CmsThemeInput, type CmsTheme } from './themeFromCms.ts';
export {
  BADGE_FALLBACK,
  BADGE_MIN_SEPARATION,
  badgeColours,
  contrastRatio,
  ensureContrast,
  FOCUS_RING_MIN_CONTRAST,
  focusRingColour,
  isHexColor,
  readableOn,
  tint,
} from './contrast.ts';
import './theme.css.ts';
