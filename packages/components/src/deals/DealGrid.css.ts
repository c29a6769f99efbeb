import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
