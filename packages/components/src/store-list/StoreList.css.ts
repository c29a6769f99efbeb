import { style } from '@vanilla-extract/css';
import { vars } from '@storefront/tokens';
import { input as formInput } from '../primitives/form.css.ts';

export const root = style({ minWidth: 0 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
});

export const field = style({ minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });

/** The filters' controls: the form look (form.css.ts's input) across their column, with the chooser's focus ring. */
export const control = style([
  formInput,
  {
    width: '100%',
    fontSize: vars.fontSize.md,
    selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' } },
  },
]);

export const count = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const message = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textAlign: 'center',
});
