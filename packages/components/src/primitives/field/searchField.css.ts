/**
 * The search field's shared look (the desktop header's box, the search drawer's input, the compact
 * search header): a pill-shaped input, an icon inside its start and a clear button inside its end.
 * Its height, padding and type size stay with each widget (its own `inputClassName`): the header's
 * compact bar is shorter than the drawer's field.
 */
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

export const field = style({ position: 'relative' });

export const input = recipe({
  base: {
    width: '100%',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderRadius: vars.radius.pill,
    color: vars.color.text,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
    },
  },
  variants: {
    tone: { surface: { background: vars.color.surface }, muted: { background: vars.color.surfaceMuted } },
    border: { soft: { borderColor: vars.color.border }, strong: { borderColor: vars.color.borderStrong } },
    /** With our own clear button the browser's cancel cross would be a second one. */
    clearable: { true: { selectors: { '&::-webkit-search-cancel-button': { display: 'none' } } }, false: {} },
  },
  defaultVariants: { tone: 'surface', border: 'soft', clearable: false },
});

export type SearchFieldVariants = NonNullable<RecipeVariants<typeof input>>;

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  display: 'inline-flex',
});

export const clear = style({ position: 'absolute', top: '50%', transform: 'translateY(-50%)' });
