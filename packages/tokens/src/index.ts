export { vars, type ThemeVars } from './contract.css.ts';
export { defaultTheme, type ThemeValues } from './defaultTheme.ts';
export { breakpoints, media, viewports, type Breakpoint, type ViewportName } from './breakpoints.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { Box, type BoxProps } from './Box.tsx';
export { themeFromCms, type CmsThemeInput, type CmsTheme } from './themeFromCms.ts';
export { contrastRatio, ensureContrast, isHexColor, readableOn, tint } from './contrast.ts';
import './theme.css.ts';
