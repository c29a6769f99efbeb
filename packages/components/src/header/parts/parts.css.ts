import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

// ── Logo ──
export const logoLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    // On narrow screens the logo gives way (down to a floor) before anything overflows.
    flexShrink: 1,
    minWidth: `calc(${vars.space.xxxl} + ${vars.space.xl})`,
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    color: 'inherit',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    look: {
      plain: {},
      /** A light plate behind the logo, so any logo reads on the brand colour. */
      plate: {
        background: vars.color.surface,
        color: vars.color.text,
        borderRadius: vars.radius.md,
        paddingInline: vars.space.sm,
        paddingBlock: vars.space.xxs,
        boxShadow: vars.shadow.sm,
      },
    },
  },
  defaultVariants: { look: 'plain' },
});

/** The image keeps a fixed height (and a maximum width) so loading it never moves the row. */
export const logoImage = recipe({
  base: { display: 'block', width: 'auto', objectFit: 'contain', objectPosition: 'left center' },
  variants: {
    size: {
      sm: { height: '28px', maxWidth: 'min(96px, 100%)' },
      md: { height: '36px', maxWidth: 'min(128px, 100%)' },
    },
  },
  defaultVariants: { size: 'md' },
});

/** The built-in logo: the site name as a wordmark. */
export const logoWordmark = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.01em',
    lineHeight: vars.lineHeight.tight,
    maxWidth: '9.5em',
    minWidth: 0,
    ...ellipsis,
  },
  variants: { size: { sm: { fontSize: vars.fontSize.md }, md: { fontSize: vars.fontSize.lg } } },
  defaultVariants: { size: 'md' },
});

// ── Labelled action (icon over a label: the icon rail of variant five) ──
export const labelledAction = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  height: `calc(100% - ${vars.space.sm})`,
  minWidth: 0,
  padding: `0 ${vars.space.xxs}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

/** Drawn above the text (`order`), after it in the markup: the name reads 'Your List, 2' as a shopper sees it. */
export const labelledIcon = style({ position: 'relative', display: 'inline-flex', order: -1 });
// Four labels share the rail: below 390 px their size follows the rail's width (down to 10 px) so
// 'Notifications' stays whole on a small phone instead of truncating; the ellipsis is a last resort.
export const labelledText = style({ maxWidth: '100%', fontSize: 'clamp(10px, 3.1cqi, 0.75rem)', ...ellipsis });

// ── Search field (a button that looks like an input: it opens the search) ──
export const searchField = style({
  flex: '1 1 auto',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': focusRing,
  },
});
export const searchFieldText = style({ flex: 1, minWidth: 0, ...ellipsis });

// ── Store bar ──
export const storeBar = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minWidth: 0,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.tight,
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    look: {
      bar: { flex: '1 1 auto', width: '100%', height: '100%', paddingInline: 0, borderRadius: vars.radius.sm },
      card: {
        flex: '1 1 auto',
        width: '100%',
        height: '100%',
        paddingInline: vars.space.md,
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.text,
        boxShadow: vars.shadow.sm,
      },
      chip: {
        flex: '0 1 auto',
        maxWidth: '100%',
        height: vars.space.xxl,
        paddingInline: vars.space.sm,
        borderRadius: vars.radius.pill,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.text,
        fontSize: vars.fontSize.xs,
      },
    },
  },
  defaultVariants: { look: 'bar' },
});
export const storeBarIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brand });
globalStyle(`[data-tone="brand"] ${storeBarIcon}`, { color: 'inherit' });
export const storeBarText = style({ flex: '1 1 auto', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '1px' });
export const storeBarHeading = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, ...ellipsis });
export const storeBarLine = style({ fontWeight: vars.fontWeight.semibold, ...ellipsis });
export const storeBarLabel = style({ fontWeight: vars.fontWeight.bold });
export const storeBarChevron = style({ display: 'inline-flex', flexShrink: 0, opacity: 0.8 });

// ── Default-home-page control ──
export const defaultHome = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    border: 0,
    cursor: 'pointer',
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    look: {
      banner: {
        width: '100%',
        height: '100%',
        justifyContent: 'center',
        background: 'transparent',
        color: 'inherit',
        fontSize: vars.fontSize.sm,
        textDecoration: 'underline',
        textUnderlineOffset: '3px',
      },
      chip: {
        height: vars.space.xxl,
        paddingInline: vars.space.md,
        borderRadius: vars.radius.pill,
        background: vars.color.brand,
        color: vars.color.brandContrast,
        fontSize: vars.fontSize.xs,
      },
    },
  },
  defaultVariants: { look: 'banner' },
});
