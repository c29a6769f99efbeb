import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const bar = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const label = style({ fontWeight: vars.fontWeight.semibold });
export const select = style({
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
