import { createThemeContract } from '@vanilla-extract/css';

/**
 * The storefront theme contract. Every style in the design system reads these variables only;
 * a theme (the default one, or a retailer's CMS colours via `themeFromCms`) fills them in.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandContrast: null,
    brandSoft: null,
    accent: null,
    accentContrast: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    textInverse: null,
    border: null,
    borderStrong: null,
    focus: null,
    danger: null,
    success: null,
    warning: null,
    overlay: null,
    skeleton: null,
    badge: null,
    badgeText: null,
    /** `focus`: the focus ring on the header bar (3:1 against its background). */
    header: { background: null, text: null, focus: null },
    /** Mobile bottom bar (generalSettingsComponentUiData.footer*Color). */
    footer: { background: null, text: null, hover: null, active: null, focus: null },
    /** Desktop footer. */
    siteFooter: { background: null, text: null, muted: null },
    ticker: { background: null, text: null },
    designSeven: {
      buttonBackground: null,
      buttonIcon: null,
      buttonText: null,
      dealsAllBackground: null,
      dealsAllIcon: null,
      dealsAllText: null,
    },
    additionalSection: { background: null, text: null },
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { none: null, sm: null, md: null, lg: null, xl: null, pill: null },
  shadow: { none: null, sm: null, md: null, lg: null, focus: null },
  zIndex: {
    base: null,
    raised: null,
    sticky: null,
    header: null,
    bottomBar: null,
    drawer: null,
    modal: null,
    popup: null,
    toast: null,
  },
  motion: { fast: null, normal: null, slow: null, easing: null },
  size: {
    headerHeight: null,
    mobileHeaderHeight: null,
    bottomBarHeight: null,
    tickerHeight: null,
    drawerNarrow: null,
    drawerWide: null,
    preferenceListHeight: null,
    contentMax: null,
    tapTarget: null,
  },
});

export type ThemeVars = typeof vars;
