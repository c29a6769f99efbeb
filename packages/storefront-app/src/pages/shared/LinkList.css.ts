import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.tapTarget,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
});
export const thumb = style({ width: '48px', height: '48px', objectFit: 'cover', borderRadius: vars.radius.sm, flexShrink: 0 });
