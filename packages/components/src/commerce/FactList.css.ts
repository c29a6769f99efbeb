import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
});
/** A term and its value, grouped for React but no box of their own: the dt and dd are the grid's cells. */
export const factPair = style({ display: 'contents' });
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
