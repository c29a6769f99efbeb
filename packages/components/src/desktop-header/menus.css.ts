import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

/** A light surface inside the coloured header row (the panels below): its rings are the surface's, not the header's. */
const surfaceFocusRing = { [vars.color.header.focus]: vars.color.focus };

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-2px' } as const;

/** A panel hanging below its trigger: the account menu, the brand dropdown and nav sub-links. */
export const panel = recipe({
  base: {
    position: 'absolute',
    top: '100%',
    zIndex: vars.zIndex.sticky,
    minWidth: '15rem',
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    textAlign: 'left',
    vars: surfaceFocusRing,
  },
  variants: { align: { start: { insetInlineStart: 0 }, end: { insetInlineEnd: 0 } } },
  defaultVariants: { align: 'start' },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.semibold },
  },
});

export const itemStrong = style([item, { fontWeight: vars.fontWeight.semibold, color: vars.color.brand }]);

export const brandLogo = style({
  width: '28px',
  height: '28px',
  flexShrink: 0,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const divider = style({ height: '1px', margin: `${vars.space.xs} 0`, background: vars.color.border, border: 0 });

// ── Account menu: two columns (profile + lists | account links) ──
export const accountPanel = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.lg,
  width: '32rem',
  padding: vars.space.lg,
});
export const accountColumn = style({ minWidth: 0 });
export const groupHeading = style({
  display: 'block',
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const groupTitle = style([groupHeading, { margin: 0, paddingBottom: vars.space.sm }]);

// ── Mega-submenu 'Shop' ──
export const megaPanel = style({
  position: 'absolute',
  top: '100%',
  insetInline: vars.space.xl,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: '14rem 1fr',
  minHeight: '18rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 0 ${vars.radius.lg} ${vars.radius.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  vars: surfaceFocusRing,
});

export const tabList = style({
  padding: `${vars.space.sm} 0`,
  background: vars.color.surfaceMuted,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 0,
  borderInlineStart: '3px solid transparent',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      borderInlineStartColor: vars.color.brand,
      fontWeight: vars.fontWeight.semibold,
    },
    '&:focus-visible': focusRing,
  },
});

export const tabPanel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  alignContent: 'start',
  gap: vars.space.xl,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  selectors: { '&:focus-visible': focusRing },
});

/** A long group (brands, categories) flows into columns instead of one tall list. */
export const wideGroup = style({ gridColumn: 'span 2' });
export const columns = style({ display: 'block', columns: 2, columnGap: vars.space.lg });
globalStyle(`${columns} > li`, { breakInside: 'avoid', paddingBottom: vars.space.xxs });

/** The sign-out confirmation's question. */
export const confirmText = style({ margin: 0 });
