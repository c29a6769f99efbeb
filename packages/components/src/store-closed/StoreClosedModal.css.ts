import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const body = style({ textAlign: 'center' });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.25rem',
  height: '3.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const text = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

export const where = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
