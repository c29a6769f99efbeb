import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

/**
 * The bordered surface the widgets draw their boxes with (a cart summary, an order, a form group, a
 * content panel): a 1px border, the large radius, the surface colour. Exported so a block that is
 * not a `Panel` element (a fieldset, a link) can wear the same look.
 */
export const panel = recipe({
  base: {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
  },
  defaultVariants: { padding: 'lg' },
});

export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;
