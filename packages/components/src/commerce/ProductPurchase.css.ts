import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

export const root = style({ minWidth: 0 });
/** The options and the buttons: one form (it posts before the page's code has loaded), spaced as the panel. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const chip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

export const description = style({ margin: 0, color: vars.color.text, lineHeight: vars.lineHeight.relaxed });

export const options = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    // The chosen box keeps the surface behind the prices (their colours are checked against it) and gets a double border.
    '&:has(input:checked)': { borderColor: vars.color.brand, boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
/** The radio is invisible and covers its box, so a click anywhere on the box is a click on it. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});
export const optionName = style({ fontWeight: vars.fontWeight.bold });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const notSellable = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.semibold,
});

/** An option's stock line: quiet when in stock, the warning colour when low, muted when sold out. */
export const stock = recipe({
  base: { fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold },
  variants: {
    status: {
      'in-stock': { color: vars.color.success },
      low: { color: vars.color.warning },
      'sold-out': { color: vars.color.textMuted },
    },
  },
});
