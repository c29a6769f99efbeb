import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, color: vars.color.text });

export const group = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

// The form controls' one look (primitives/form.css.ts).
export { field, wide, label, input, textarea, choice, note, problem, radio } from '../primitives/form.css.ts';
