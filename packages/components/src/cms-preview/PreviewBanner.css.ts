import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** A fixed-height strip above the page (reserved in the server's HTML, so nothing shifts). */
export const banner = style({
  minHeight: '2.75rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  background: vars.color.text,
  color: vars.color.textInverse,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.4,
  textAlign: 'center',
});

export const label = style({
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const action = style({
  color: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': { outlineColor: vars.color.textInverse } },
});
