import type { MapLeafNodes } from './types.ts';
import type { vars } from './contract.css.ts';

export type ThemeValues = MapLeafNodes<typeof vars, string>;

/** The built-in theme: used whenever a retailer's CMS sets no colour of its own. */
export const defaultTheme: ThemeValues = {
  color: {
    brand: '#1f6f4a',
    brandContrast: '#ffffff',
    brandSoft: '#e6f2ec',
    accent: '#f2b33d',
    accentContrast: '#1b1b1b',
    background: '#f7f7f5',
    surface: '#ffffff',
    surfaceMuted: '#f0f1ee',
    surfaceRaised: '#ffffff',
    text: '#1b1d1c',
    textMuted: '#565c59',
    textInverse: '#ffffff',
    border: '#dfe2de',
    borderStrong: '#9aa29d',
    // The focus ring is the brand colour (3:1 on every light surface), not a blue read as 'selected'.
    focus: '#1f6f4a',
    danger: '#b42318',
    success: '#157f3c',
    warning: '#9a5b00',
    overlay: 'rgba(16, 20, 18, 0.55)',
    skeleton: '#e7e9e6',
    badge: '#f2b33d',
    badgeText: '#111111',
    header: { background: '#ffffff', text: '#1b1d1c', focus: '#1f6f4a' },
    footer: { background: '#ffffff', text: '#4a4f4c', hover: '#1f6f4a', active: '#1f6f4a', focus: '#1f6f4a' },
    siteFooter: { background: '#16241d', text: '#f2f5f3', muted: '#b9c6bf' },
    // Spec 2.3: the ticker defaults are a black background and white text.
    ticker: { background: '#000000', text: '#ffffff' },
    designSeven: {
      buttonBackground: '#1f6f4a',
      buttonIcon: '#ffffff',
      buttonText: '#ffffff',
      dealsAllBackground: '#f2b33d',
      dealsAllIcon: '#1b1b1b',
      dealsAllText: '#1b1b1b',
    },
    additionalSection: { background: '#eef3ef', text: '#1b1d1c' },
  },
  font: {
    // 'Inter Fallback' (fontFallback.css.ts) takes Inter's room until Inter's files arrive.
    body: '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem', display: '2.25rem' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.45', relaxed: '1.65' },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: { none: '0', sm: '4px', md: '8px', lg: '12px', xl: '20px', pill: '999px' },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgba(16, 24, 20, 0.08)',
    md: '0 4px 14px rgba(16, 24, 20, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 20, 0.18)',
    focus: '0 0 0 3px #1f6f4a',
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    header: '200',
    bottomBar: '300',
    drawer: '1000',
    modal: '1100',
    popup: '1200',
    toast: '1300',
  },
  motion: { fast: '120ms', normal: '200ms', slow: '320ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  size: {
    headerHeight: '72px',
    mobileHeaderHeight: '56px',
    bottomBarHeight: '64px',
    tickerHeight: '36px',
    // Spec 9: drawer widths 400 px / 507 px; default preference modal list height 570 px.
    drawerNarrow: '400px',
    drawerWide: '507px',
    preferenceListHeight: '570px',
    contentMax: '1280px',
    tapTarget: '44px',
  },
};
