import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

/** A quiet card in the retailer's soft brand colour, under the cart's items. */
export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});

export const icon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space.xxl,
  blockSize: vars.space.xxl,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.brandContrast,
});

export const text = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const actions = style({ gridColumn: '2' });

/**
 * The answer takes the focus when the buttons go (so a keyboard shopper is not left on nothing);
 * it is not a control, so it shows no focus ring.
 */
export const answer = style([description, { selectors: { '&:focus': { outline: 'none' } } }]);
