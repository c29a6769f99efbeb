import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '@storefront/tokens';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.pill,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      alert: { background: vars.color.badge, color: vars.color.badgeText },
      brand: { background: vars.color.brand, color: vars.color.brandContrast },
      accent: { background: vars.color.accent, color: vars.color.accentContrast },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
    },
    /** `corner`: pinned to the top-right of a positioned parent (icon buttons). */
    placement: {
      inline: {},
      corner: {
        position: 'absolute',
        top: 0,
        right: 0,
        transform: 'translate(35%, -25%)',
        boxShadow: `0 0 0 2px ${vars.color.surface}`,
        pointerEvents: 'none',
      },
    },
  },
  defaultVariants: { tone: 'alert', placement: 'inline' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
