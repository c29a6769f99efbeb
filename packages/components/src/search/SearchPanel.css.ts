import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';
import { header as dialogHeader } from '../primitives/dialog/Dialog.css.ts';

const focusRing = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } as const;
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The dialog panel. Its own back arrow replaces the Dialog's title row (kept for the accessible name). */
export const panel = style({});
globalStyle(`${panel} ${dialogHeader}`, { display: 'none' });

/** The Dialog body: no padding, the bar on top and a scrolling region below. */
export const body = style({
  selectors: {
    '&&': { display: 'flex', flexDirection: 'column', padding: 0, overflow: 'hidden' },
  },
});

export const bar = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const field = style({ flex: '1 1 auto', minWidth: 0 });

/** The input's size inside the shared search field (its end padding leaves room for the clear button). */
export const input = style({
  height: vars.size.tapTarget,
  paddingInline: `${vars.space.lg} calc(${vars.space.sm} + ${vars.size.tapTarget})`,
  fontSize: vars.fontSize.md,
});

export const clear = style({ insetInlineEnd: vars.space.xxs });

export const scroll = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});

export const section = style({ minWidth: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const viewAll = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});

export const suggestion = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
});
export const suggestionIcon = style({ flexShrink: 0, color: vars.color.textMuted, display: 'inline-flex' });
export const suggestionText = style({ minWidth: 0, ...ellipsis });
globalStyle(`${suggestionText} :is(em, mark, b, strong)`, {
  fontStyle: 'normal',
  fontWeight: vars.fontWeight.bold,
  background: 'transparent',
  color: 'inherit',
});

export const chip = style({
  minHeight: vars.space.xxl,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
});

export const productRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted }, '&:focus-visible': focusRing },
});
export const productImage = style({
  width: '56px',
  height: '56px',
  flexShrink: 0,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const productText = style({ minWidth: 0 });
export const productName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, ...ellipsis });
export const productMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const skeletonRow = style({ padding: vars.space.xs });
export const skeletonText = style({ flex: '1 1 auto' });

export const message = style({
  margin: 'auto 0',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
export const messageIcon = style({ color: vars.color.borderStrong, display: 'inline-flex' });
export const messageTitle = style([heading, { fontSize: vars.fontSize.lg }]);
export const messageText = style({ margin: 0, fontSize: vars.fontSize.sm, maxWidth: '22rem' });

export const brandSlide = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'center',
  selectors: { '&:focus-visible': focusRing },
});
export const brandImage = style({ width: '100%', aspectRatio: '1', objectFit: 'contain', borderRadius: vars.radius.md });
export const brandName = style({ width: '100%', ...ellipsis });
