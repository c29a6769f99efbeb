import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const number = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  border: '1px solid currentColor',
});

/** Text colours that keep 4.5:1 on the card's surface; the border carries the same colour. */
export const status = styleVariants({
  active: [pill, { color: vars.color.brand }],
  done: [pill, { color: vars.color.success }],
  cancelled: [pill, { color: vars.color.danger }],
});

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.xl}`, margin: 0 });

export const factTerm = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums' });

export const detail = style({
  maxWidth: '40rem',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const historyTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const history = style({ margin: 0, paddingLeft: vars.space.lg, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
