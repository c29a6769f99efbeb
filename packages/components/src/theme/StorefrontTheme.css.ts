import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const themeRoot = style({
  minHeight: '100%',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
