import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The whole desktop header; sticky when the CMS says so (isStickyHeader). */
export const root = recipe({
  base: {
    position: 'relative',
    zIndex: vars.zIndex.header,
    width: '100%',
    fontFamily: vars.font.body,
    boxShadow: vars.shadow.sm,
  },
  variants: { sticky: { true: { position: 'sticky', top: 0 }, false: {} } },
  defaultVariants: { sticky: false },
});

// ── Top row: logo, order summary, search, account, icons (header colours) ──
export const topRow = style({ background: vars.color.header.background, color: vars.color.header.text });
// On the header colour the ring is the header's own focus colour (the brand where it keeps 3:1).
globalStyle(`${topRow} :focus-visible`, { outlineColor: vars.color.header.focus });

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  minWidth: 0,
});

export const topInner = style([inner, { height: vars.size.headerHeight }]);

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '15rem',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { borderColor: 'currentColor' }, '&:focus-visible': focusRing },
});

export const summaryText = style({ minWidth: 0, lineHeight: vars.lineHeight.tight });
export const summaryLabel = style({ fontSize: vars.fontSize.xs, opacity: 0.85 });
export const summaryAddress = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, ...ellipsis });

export const selectStore = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.space.xxl,
  paddingInline: vars.space.md,
  border: '1px solid currentColor',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

// ── Search box ──
export const searchForm = style({ flex: '1 1 auto', minWidth: '12rem', maxWidth: '40rem' });
/** The box's size inside the shared search field (the icon sits in its start padding). */
export const searchInput = style({
  height: vars.size.tapTarget,
  paddingInline: `calc(${vars.space.md} + 28px) ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

// ── Account area and icons ──
export const actions = style({ flexShrink: 0, marginInlineStart: 'auto' });

export const accountTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.sm}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { borderColor: 'currentColor' }, '&:focus-visible': focusRing },
});
export const accountText = style({ lineHeight: vars.lineHeight.tight });
export const accountName = style({ fontSize: vars.fontSize.xs, opacity: 0.85, maxWidth: '8rem', ...ellipsis });
export const accountLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const signIn = style([accountTrigger, { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold }]);

// ── Nav bar ──
export const navBar = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const navInner = style([
  inner,
  { position: 'relative', gap: vars.space.xs, height: `calc(${vars.size.tapTarget} + ${vars.space.sm})` },
]);
export const navList = style({
  minWidth: 0,
});
export const navItem = style({ position: 'relative' });
export const skeletonRow = style({ paddingInline: vars.space.sm });

export const navTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  height: vars.space.xxxl,
  maxHeight: vars.size.tapTarget,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.brand, textDecoration: 'underline', textUnderlineOffset: '0.3em' },
    '&:focus-visible': focusRing,
  },
});

export const applyNow = style([navTrigger, { marginInlineStart: 'auto', color: vars.color.brand }]);
