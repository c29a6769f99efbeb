import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const notice = style({
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  maxWidth: '36rem',
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.tapTarget,
  padding: `0 ${vars.space.xl}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
});
