import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const tag = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const price = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const sale = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });

export const regular = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textDecoration: 'line-through' });

export const special = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.02em',
});
