import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const brand = style({ margin: 0, color: vars.color.textMuted });

/** The skeleton keeps the card's size: a square image, then three lines. */
export const skeletonImage = style({ width: '100%', aspectRatio: '1 / 1', borderRadius: vars.radius.md });

/** The optional tag over the image's corner ('Sponsored'). */
export const label = style({
  position: 'absolute',
  insetBlockStart: `calc(${vars.space.md} + ${vars.space.xs})`,
  insetInlineStart: `calc(${vars.space.md} + ${vars.space.xs})`,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: 'rgba(0, 0, 0, 0.72)',
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
