import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' } as const;

export const navRoot = recipe({
  base: { position: 'relative', flex: '1 1 auto', minWidth: 0, height: '100%', display: 'flex', alignItems: 'stretch' },
  variants: {
    /** Let the strip run to the screen edge(s) past the row's padding. */
    bleed: {
      both: { marginInline: `calc(-1 * ${vars.space.md})` },
      end: { marginInlineEnd: `calc(-1 * ${vars.space.md})` },
      none: {},
    },
  },
  defaultVariants: { bleed: 'none' },
});

export const navScroller = recipe({
  base: { flex: '1 1 auto', alignItems: 'center', margin: 0, paddingBlock: 0, listStyle: 'none', borderRadius: 0 },
  variants: {
    bleed: {
      // scroll-padding keeps snap positions clear of the padding (else the first item snaps to the edge).
      both: { paddingInline: vars.space.md, scrollPaddingInline: vars.space.md },
      end: { paddingInlineEnd: vars.space.md, scrollPaddingInlineEnd: vars.space.md },
      none: {},
    },
  },
  defaultVariants: { bleed: 'none' },
});

export const navItem = style({ display: 'flex', alignItems: 'center', height: '100%' });

export const navLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    border: 0,
    background: 'transparent',
    color: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    look: {
      underline: {
        height: '100%',
        paddingInline: vars.space.xs,
        borderBottom: '3px solid transparent',
        borderTop: '3px solid transparent',
        selectors: {
          '&:hover, &[aria-current="page"], &[aria-expanded="true"]': { borderBottomColor: 'currentColor' },
        },
      },
      pills: {
        height: vars.space.xxl,
        paddingInline: vars.space.md,
        borderRadius: vars.radius.pill,
        background: vars.color.surfaceMuted,
        color: vars.color.text,
        selectors: {
          '&:hover': { background: vars.color.border },
          '&[aria-current="page"], &[aria-expanded="true"]': { background: vars.color.brand, color: vars.color.brandContrast },
        },
      },
      chips: {
        height: vars.space.xxl,
        paddingInline: vars.space.md,
        borderRadius: vars.radius.md,
        border: `1px solid ${vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.text,
        fontWeight: vars.fontWeight.medium,
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong },
          '&[aria-current="page"], &[aria-expanded="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
        },
      },
    },
  },
  defaultVariants: { look: 'underline' },
});

// Pills on the brand colour: outlined in the bar's text colour instead of grey fills.
globalStyle(`[data-tone="brand"] ${navLink.classNames.variants.look.pills}`, {
  background: 'transparent',
  color: 'inherit',
  boxShadow: 'inset 0 0 0 1px currentColor',
});
globalStyle(
  `[data-tone="brand"] ${navLink.classNames.variants.look.pills}[aria-current="page"], [data-tone="brand"] ${navLink.classNames.variants.look.pills}[aria-expanded="true"]`,
  { background: vars.color.brandContrast, color: vars.color.brand },
);

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

/** The sub-link panel drops below the strip, full width, over the page. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInline: 0,
  zIndex: vars.zIndex.raised,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxs,
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const panelLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
  },
});

export const skeletonPill = style({ borderRadius: vars.radius.pill });

export const skeletonRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, overflow: 'hidden' });
