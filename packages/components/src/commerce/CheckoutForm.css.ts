import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const form = style({ color: vars.color.text });

/** A fieldset in the panel look (Panel's recipe): without the browser's fieldset margin. */
export const group = style({
  margin: 0,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

// The form controls' one look (primitives/form.css.ts).
export { field, wide, label, input, textarea, choice, note, problem, radio } from '../primitives/form.css.ts';
