/** The spec's breakpoints (section 9: carousels change at 640, 769 and 1280 px). */
export const breakpoints = { sm: 640, md: 769, lg: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media queries for `@media` in style files and for `matchMedia` in hooks. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  belowSm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  belowMd: `screen and (max-width: ${breakpoints.md - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Viewports used by stories and the visual suite (DESIGN.md section 5). */
export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof viewports;
