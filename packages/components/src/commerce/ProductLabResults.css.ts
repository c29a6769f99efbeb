import { style } from '@vanilla-extract/css';
import { media, vars } from '@storefront/tokens';

/** Terpenes beside the lab results from 769 px; one above the other on a phone. */
export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const terpene = style({
  display: 'grid',
  gridTemplateColumns: '7.5rem minmax(0, 1fr) 3.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const terpeneName = style({ fontWeight: vars.fontWeight.medium });
export const bar = style({ height: 8, borderRadius: vars.radius.pill, background: vars.color.surfaceMuted, overflow: 'hidden' });
export const barFill = style({ display: 'block', height: '100%', borderRadius: vars.radius.pill, background: vars.color.brand });
export const terpenePercent = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const screen = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});
export const passed = style({ color: vars.color.success });
export const failed = style({ color: vars.color.danger });

export const certificate = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.xs,
  minHeight: 24,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
