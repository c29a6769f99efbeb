import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** The image beside the details when both fit at 18rem, above them otherwise. */
export const detail = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
});
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
