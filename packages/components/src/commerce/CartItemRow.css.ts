import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const thumb = style({
  width: 64,
  height: 64,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({ minWidth: 0 });

export const name = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const special = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});

export const controls = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.xs, marginTop: vars.space.xs });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
});

export const stepButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const quantity = style({
  minWidth: '2ch',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
});

export const total = style({ marginLeft: 'auto', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ marginTop: vars.space.xxs });

export const textButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});

/** A line above the store's stock: the message in the text colour (contrast), the icon in the theme's warning colour. */
export const stockWarning = style({
  margin: 0,
  marginTop: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const stockIcon = style({ flexShrink: 0, marginTop: 2, color: vars.color.warning });
